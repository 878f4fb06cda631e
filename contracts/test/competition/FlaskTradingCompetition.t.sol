// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {FlaskTradingCompetition} from "../../src/competition/FlaskTradingCompetition.sol";
import {CompetitionFixture} from "./CompetitionFixture.sol";

contract FlaskTradingCompetitionTest is CompetitionFixture {
    event NewCompetitionStatus(uint8 status, uint256 blockNumber);
    event UserRegister(address indexed user, uint256 indexed teamId);
    event RewardsFunded(uint256 amount);
    event TeamRank(uint256 indexed teamId, uint8 rank);
    event UserResult(address indexed user, uint8 rewardGroup);
    event UserClaim(address indexed user, uint8 rewardGroup, uint256 flaskAmount, uint256 points);
    event UnclaimedWithdraw(uint256 amount);
    event PointsSkipped(address indexed user, uint256 points, uint256 campaignId);
    event UserPointIncrease(address indexed user, uint256 numberPoints, uint256 indexed campaignId);

    FlaskTradingCompetition.CompetitionStatus internal constant REGISTRATION =
    FlaskTradingCompetition.CompetitionStatus.Registration;
    FlaskTradingCompetition.CompetitionStatus internal constant OPEN = FlaskTradingCompetition.CompetitionStatus.Open;
    FlaskTradingCompetition.CompetitionStatus internal constant CLOSE = FlaskTradingCompetition.CompetitionStatus.Close;
    FlaskTradingCompetition.CompetitionStatus internal constant CLAIMING =
    FlaskTradingCompetition.CompetitionStatus.Claiming;
    FlaskTradingCompetition.CompetitionStatus internal constant OVER = FlaskTradingCompetition.CompetitionStatus.Over;

    // ----- construction -----

    function test_constructorStoresTheCompetition() public view {
        assertEq(address(competition.profile()), address(profile));
        assertEq(address(competition.flask()), address(flask));
        assertEq(competition.campaignId(), CAMPAIGN_ID);
        assertEq(competition.owner(), competitionOwner);
        address[] memory stored = competition.eligiblePairs();
        assertEq(stored.length, 4);
        for (uint256 i; i < 4; ++i) {
            assertEq(stored[i], pairs[i]);
        }
        assertEq(uint256(competition.currentStatus()), uint256(REGISTRATION));
        assertEq(competition.openBlock(), 0);
        assertEq(competition.closeBlock(), 0);
    }

    function test_constructorRefusesBadParameters() public {
        vm.expectRevert(FlaskTradingCompetition.ZeroAddress.selector);
        new FlaskTradingCompetition(address(0), address(flask), 1, pairs, competitionOwner);
        vm.expectRevert(FlaskTradingCompetition.ZeroAddress.selector);
        new FlaskTradingCompetition(address(profile), address(0), 1, pairs, competitionOwner);
        address[] memory withZero = pairs;
        withZero[2] = address(0);
        vm.expectRevert(FlaskTradingCompetition.ZeroAddress.selector);
        new FlaskTradingCompetition(address(profile), address(flask), 1, withZero, competitionOwner);
        address[] memory three = new address[](3);
        vm.expectRevert(abi.encodeWithSelector(FlaskTradingCompetition.InvalidPairCount.selector, 3));
        new FlaskTradingCompetition(address(profile), address(flask), 1, three, competitionOwner);
        address[] memory five = new address[](5);
        vm.expectRevert(abi.encodeWithSelector(FlaskTradingCompetition.InvalidPairCount.selector, 5));
        new FlaskTradingCompetition(address(profile), address(flask), 1, five, competitionOwner);
    }

    // ----- statuses -----

    function test_statusMovesOneStepAtATimeAndRecordsBlocks() public {
        vm.roll(150);
        vm.expectEmit();
        emit NewCompetitionStatus(uint8(OPEN), 150);
        moveTo(OPEN);
        assertEq(competition.openBlock(), 150);
        vm.roll(170);
        moveTo(CLOSE);
        assertEq(competition.closeBlock(), 170);
        assertEq(competition.openBlock(), 150);
        moveTo(OVER);
        assertEq(uint256(competition.currentStatus()), uint256(OVER));
    }

    function test_statusRefusesSkipsGoingBackAndLeavingOver() public {
        vm.startPrank(competitionOwner);
        vm.expectRevert(
            abi.encodeWithSelector(FlaskTradingCompetition.InvalidStatusChange.selector, REGISTRATION, CLOSE)
        );
        competition.updateCompetitionStatus(CLOSE);
        vm.expectRevert(
            abi.encodeWithSelector(FlaskTradingCompetition.InvalidStatusChange.selector, REGISTRATION, REGISTRATION)
        );
        competition.updateCompetitionStatus(REGISTRATION);
        competition.updateCompetitionStatus(OPEN);
        vm.expectRevert(
            abi.encodeWithSelector(FlaskTradingCompetition.InvalidStatusChange.selector, OPEN, REGISTRATION)
        );
        competition.updateCompetitionStatus(REGISTRATION);
        vm.stopPrank();
        moveTo(OVER);
        for (uint8 next; next <= uint8(OVER); ++next) {
            vm.prank(competitionOwner);
            vm.expectRevert(
                abi.encodeWithSelector(
                    FlaskTradingCompetition.InvalidStatusChange.selector,
                    OVER,
                    FlaskTradingCompetition.CompetitionStatus(next)
                )
            );
            competition.updateCompetitionStatus(FlaskTradingCompetition.CompetitionStatus(next));
        }
    }

    function test_onlyTheOwnerRunsTheCompetition() public {
        uint256[4][3] memory table;
        vm.startPrank(alice);
        vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, alice));
        competition.updateCompetitionStatus(OPEN);
        vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, alice));
        competition.setRewardTable(table, table);
        vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, alice));
        competition.fundRewards(1 ether);
        vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, alice));
        competition.setTeamRanks(new uint256[](0), new uint8[](0));
        vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, alice));
        competition.setUserResults(new address[](0), new uint8[](0));
        vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, alice));
        competition.withdrawUnclaimed();
        vm.stopPrank();
    }

    function test_claimingNeedsThePotToCoverEveryResult() public {
        runToResults(); // owes 100 + 40 + 0 FLASK
        // A bigger table: alice 100, bob 40 ... raise alice's cell beyond the pot.
        (uint256[4][3] memory flaskRewards, uint256[4][3] memory points) = rewardTable();
        flaskRewards[0][0] = POT;
        vm.prank(competitionOwner);
        competition.setRewardTable(flaskRewards, points);
        assertEq(competition.totalFlaskOwed(), POT + 40 ether);
        vm.prank(competitionOwner);
        vm.expectRevert(abi.encodeWithSelector(FlaskTradingCompetition.Underfunded.selector, POT, POT + 40 ether));
        competition.updateCompetitionStatus(CLAIMING);
        vm.prank(competitionOwner);
        competition.fundRewards(40 ether);
        moveTo(CLAIMING);
    }

    // ----- registration -----

    function test_registerTakesTheProfileTeam() public {
        vm.expectEmit();
        emit UserRegister(bob, 2);
        joinCompetition(bob);
        (bool hasRegistered, bool hasClaimed, uint8 group, uint256 teamId) = competition.userTradingStats(bob);
        assertTrue(hasRegistered, "registered");
        assertTrue(!hasClaimed, "not claimed");
        assertEq(group, 0);
        assertEq(teamId, 2);
        assertEq(competition.registeredCount(), 1);
        // A later team change does not move the competition team.
        vm.prank(special);
        profile.changeTeam(bob, 1);
        (,,, teamId) = competition.userTradingStats(bob);
        assertEq(teamId, 2);
    }

    function test_registerNeedsAnActiveProfile() public {
        vm.prank(dave);
        vm.expectRevert(abi.encodeWithSelector(FlaskTradingCompetition.ProfileNotActive.selector, dave));
        competition.register();
        vm.prank(alice);
        profile.pauseProfile();
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(FlaskTradingCompetition.ProfileNotActive.selector, alice));
        competition.register();
        assertEq(competition.registeredCount(), 0);
    }

    function test_registerOnceAndOnlyDuringRegistration() public {
        joinCompetition(alice);
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(FlaskTradingCompetition.AlreadyRegistered.selector, alice));
        competition.register();
        moveTo(OPEN);
        vm.prank(bob);
        vm.expectRevert(FlaskTradingCompetition.NotRegistrationPeriod.selector);
        competition.register();
        assertEq(competition.registeredCount(), 1);
    }

    // ----- table and funding -----

    function test_rewardTableRoundTripsUntilClaiming() public {
        (uint256[4][3] memory flaskRewards, uint256[4][3] memory points) = rewardTable();
        (uint256[4][3] memory storedFlask, uint256[4][3] memory storedPoints) = competition.viewRewardTable();
        for (uint256 tier; tier < 3; ++tier) {
            for (uint256 group; group < 4; ++group) {
                assertEq(storedFlask[tier][group], flaskRewards[tier][group]);
                assertEq(storedPoints[tier][group], points[tier][group]);
            }
        }
        moveTo(CLOSE);
        flaskRewards[1][2] = 7 ether;
        vm.prank(competitionOwner);
        competition.setRewardTable(flaskRewards, points);
        (storedFlask,) = competition.viewRewardTable();
        assertEq(storedFlask[1][2], 7 ether);
        moveTo(CLAIMING);
        vm.prank(competitionOwner);
        vm.expectRevert(FlaskTradingCompetition.RewardTableLocked.selector);
        competition.setRewardTable(flaskRewards, points);
        moveTo(OVER);
        vm.prank(competitionOwner);
        vm.expectRevert(FlaskTradingCompetition.RewardTableLocked.selector);
        competition.setRewardTable(flaskRewards, points);
    }

    function test_fundRewardsPullsFlask() public {
        uint256 before = flask.balanceOf(competitionOwner);
        vm.expectEmit();
        emit RewardsFunded(5 ether);
        vm.prank(competitionOwner);
        competition.fundRewards(5 ether);
        assertEq(competition.flaskFunded(), POT + 5 ether);
        assertEq(flask.balanceOf(address(competition)), POT + 5 ether);
        assertEq(flask.balanceOf(competitionOwner), before - 5 ether);
        vm.prank(competitionOwner);
        vm.expectRevert(FlaskTradingCompetition.ZeroAmount.selector);
        competition.fundRewards(0);
    }

    // ----- results -----

    function test_resultsOnlyInClose() public {
        joinCompetition(alice);
        uint256[] memory teamIds = new uint256[](1);
        uint8[] memory ranks = new uint8[](1);
        address[] memory users = new address[](1);
        uint8[] memory groups = new uint8[](1);
        (teamIds[0], ranks[0], users[0]) = (1, 1, alice);
        FlaskTradingCompetition.CompetitionStatus[3] memory refused = [REGISTRATION, OPEN, CLAIMING];
        for (uint256 i; i < refused.length; ++i) {
            moveTo(refused[i]);
            vm.startPrank(competitionOwner);
            vm.expectRevert(FlaskTradingCompetition.NotClosePeriod.selector);
            competition.setTeamRanks(teamIds, ranks);
            vm.expectRevert(FlaskTradingCompetition.NotClosePeriod.selector);
            competition.setUserResults(users, groups);
            vm.stopPrank();
            if (refused[i] == OPEN) {
                moveTo(CLOSE);
                vm.startPrank(competitionOwner);
                competition.setTeamRanks(teamIds, ranks);
                competition.setUserResults(users, groups);
                vm.stopPrank();
            }
        }
    }

    function test_resultsRefuseBadInput() public {
        joinCompetition(alice);
        moveTo(CLOSE);
        vm.startPrank(competitionOwner);
        vm.expectRevert(FlaskTradingCompetition.LengthMismatch.selector);
        competition.setTeamRanks(new uint256[](2), new uint8[](1));
        vm.expectRevert(FlaskTradingCompetition.LengthMismatch.selector);
        competition.setUserResults(new address[](1), new uint8[](2));
        uint256[] memory teamIds = new uint256[](1);
        teamIds[0] = 2;
        vm.expectRevert(abi.encodeWithSelector(FlaskTradingCompetition.InvalidRank.selector, 2));
        competition.setTeamRanks(teamIds, new uint8[](1));
        vm.stopPrank();

        address[] memory users = new address[](1);
        uint8[] memory groups = new uint8[](1);
        (users[0], groups[0]) = (alice, 4);
        vm.prank(competitionOwner);
        vm.expectRevert(abi.encodeWithSelector(FlaskTradingCompetition.InvalidRewardGroup.selector, 4));
        competition.setUserResults(users, groups);
        (users[0], groups[0]) = (bob, 1);
        vm.prank(competitionOwner);
        vm.expectRevert(abi.encodeWithSelector(FlaskTradingCompetition.NotRegistered.selector, bob));
        competition.setUserResults(users, groups);
    }

    function test_resultsEmitAndReplaceWithTheOwedTotalFollowing() public {
        joinCompetition(alice);
        joinCompetition(bob);
        moveTo(CLOSE);
        vm.expectEmit();
        emit UserResult(alice, 2);
        postResult(alice, 2); // team 1 unranked: tier 2, group 2 = 10
        assertEq(competition.totalFlaskOwed(), 10 ether);
        vm.expectEmit();
        emit TeamRank(1, 1);
        postRanks(1, 2, 3); // tier 0, group 2 = 20
        assertEq(competition.teamRank(1), 1);
        assertEq(competition.teamRank(3), 3);
        assertEq(competition.totalFlaskOwed(), 20 ether);
        postResult(alice, 0); // replaced: 100
        postResult(bob, 1); // tier 1, group 1 = 40
        assertEq(competition.totalFlaskOwed(), 140 ether);
        postRanks(2, 1, 3); // alice tier 1 group 0 = 80, bob tier 0 group 1 = 50
        assertEq(competition.totalFlaskOwed(), 130 ether);
        (,,, uint256 group, uint256 flaskReward, uint256 points, bool hasResult) = competition.claimInformation(alice);
        assertEq(group, 0);
        assertEq(flaskReward, 80 ether);
        assertEq(points, 400);
        assertTrue(hasResult, "result posted");
    }

    // ----- claims -----

    function test_claimPaysFlaskAndPointsOnce() public {
        runToResults();
        moveTo(CLAIMING);
        uint256 before = flask.balanceOf(alice);
        vm.expectEmit();
        emit UserPointIncrease(alice, 500, CAMPAIGN_ID);
        vm.expectEmit();
        emit UserClaim(alice, 0, 100 ether, 500);
        vm.prank(alice);
        competition.claimReward();
        assertEq(flask.balanceOf(alice), before + 100 ether);
        assertEq(userOf(alice).numberPoints, 500);
        assertTrue(profile.hasAchievement(alice, CAMPAIGN_ID), "achievement recorded");
        assertEq(competition.totalFlaskPaid(), 100 ether);
        (,, bool claimed,,,,) = competition.claimInformation(alice);
        assertTrue(claimed, "claimed");

        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(FlaskTradingCompetition.AlreadyClaimed.selector, alice));
        competition.claimReward();
    }

    function test_claimWithPointsOnlyMovesNoFlask() public {
        runToResults();
        moveTo(CLAIMING);
        uint256 before = flask.balanceOf(carol);
        vm.prank(carol);
        competition.claimReward();
        assertEq(flask.balanceOf(carol), before);
        assertEq(userOf(carol).numberPoints, 50);
    }

    function test_claimOnlyInClaimingOrOver() public {
        runToResults();
        vm.prank(alice);
        vm.expectRevert(FlaskTradingCompetition.NotClaimingPeriod.selector);
        competition.claimReward();
        moveTo(OVER);
        vm.prank(bob);
        competition.claimReward();
        assertEq(competition.totalFlaskPaid(), 40 ether);
    }

    function test_claimRefusesTheUnregisteredTheResultlessAndZeroPrizes() public {
        joinCompetition(alice);
        joinCompetition(bob);
        moveTo(CLOSE);
        postResult(bob, 3);
        uint256[4][3] memory zero;
        vm.prank(competitionOwner);
        competition.setRewardTable(zero, zero);
        moveTo(CLAIMING);
        vm.prank(carol);
        vm.expectRevert(abi.encodeWithSelector(FlaskTradingCompetition.NotRegistered.selector, carol));
        competition.claimReward();
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(FlaskTradingCompetition.NoReward.selector, alice));
        competition.claimReward();
        vm.prank(bob);
        vm.expectRevert(abi.encodeWithSelector(FlaskTradingCompetition.NoReward.selector, bob));
        competition.claimReward();
        (bool registered,, bool claimed,, uint256 flaskReward, uint256 points, bool hasResult) =
            competition.claimInformation(alice);
        assertTrue(registered && !claimed && !hasResult, "registered, no result");
        assertEq(flaskReward + points, 0);
    }

    function test_aPausedProfileIsPaidItsFlaskWithoutThePoints() public {
        runToResults();
        moveTo(CLAIMING);
        vm.prank(alice);
        profile.pauseProfile();
        (, bool isActive,,, uint256 prize, uint256 points,) = competition.claimInformation(alice);
        assertTrue(!isActive, "paused");
        uint256 before = flask.balanceOf(alice);
        vm.expectEmit();
        emit PointsSkipped(alice, points, CAMPAIGN_ID);
        vm.prank(alice);
        competition.claimReward();
        assertEq(flask.balanceOf(alice) - before, prize, "FLASK paid");
        assertTrue(!profile.hasAchievement(alice, CAMPAIGN_ID), "no points to a paused profile");
    }

    function test_aRegistryThatRefusesThePointsNeverBlocksTheClaim() public {
        runToResults();
        moveTo(CLAIMING);
        vm.startPrank(admin);
        profile.revokeRole(profile.POINT_ROLE(), address(competition));
        vm.stopPrank();
        (,,,, uint256 prize, uint256 points,) = competition.claimInformation(bob);
        uint256 before = flask.balanceOf(bob);
        vm.expectEmit();
        emit PointsSkipped(bob, points, CAMPAIGN_ID);
        vm.prank(bob);
        competition.claimReward();
        assertEq(flask.balanceOf(bob) - before, prize, "FLASK paid");
        vm.prank(bob);
        vm.expectRevert(abi.encodeWithSelector(FlaskTradingCompetition.AlreadyClaimed.selector, bob));
        competition.claimReward();
    }

    function test_strayFlaskIsRecoveredNeverThePot() public {
        runToResults();
        vm.prank(competitionOwner);
        vm.expectRevert(FlaskTradingCompetition.NothingToWithdraw.selector);
        competition.recoverStrayFlask();
        flask.mint(address(competition), 7 ether); // sent outside fundRewards
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, alice));
        competition.recoverStrayFlask();
        uint256 before = flask.balanceOf(competitionOwner);
        vm.prank(competitionOwner);
        competition.recoverStrayFlask();
        assertEq(flask.balanceOf(competitionOwner) - before, 7 ether, "only the stray FLASK");
        assertEq(flask.balanceOf(address(competition)), POT, "the pot stays whole");
        moveTo(CLAIMING);
        vm.prank(alice);
        competition.claimReward();
        vm.prank(competitionOwner);
        vm.expectRevert(FlaskTradingCompetition.NothingToWithdraw.selector);
        competition.recoverStrayFlask();
    }

    // ----- the owner's withdrawal -----

    function test_withdrawUnclaimedLeavesWhatUsersAreOwed() public {
        runToResults(); // owes 140
        moveTo(CLAIMING);
        vm.prank(alice);
        competition.claimReward();
        vm.prank(competitionOwner);
        vm.expectRevert(FlaskTradingCompetition.NotOverPeriod.selector);
        competition.withdrawUnclaimed();
        assertEq(competition.withdrawableFlask(), 0);
        moveTo(OVER);
        assertEq(competition.withdrawableFlask(), POT - 140 ether);
        uint256 before = flask.balanceOf(competitionOwner);
        vm.expectEmit();
        emit UnclaimedWithdraw(POT - 140 ether);
        vm.prank(competitionOwner);
        competition.withdrawUnclaimed();
        assertEq(flask.balanceOf(competitionOwner), before + POT - 140 ether);
        assertEq(flask.balanceOf(address(competition)), 40 ether, "bob's prize stays");
        vm.prank(competitionOwner);
        vm.expectRevert(FlaskTradingCompetition.NothingToWithdraw.selector);
        competition.withdrawUnclaimed();
        vm.prank(bob);
        competition.claimReward();
        assertEq(flask.balanceOf(address(competition)), 0);
        // Funding after the end is the owner's again.
        vm.prank(competitionOwner);
        competition.fundRewards(3 ether);
        assertEq(competition.withdrawableFlask(), 3 ether);
    }
}
