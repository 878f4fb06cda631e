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
    event UserPointIncrease(address indexed user, uint256 numberPoints, uint256 indexed campaignId);

    FlaskTradingCompetition.CompetitionStatus internal constant REGISTRATION =
    FlaskTradingCompetition.CompetitionStatus.Registration;
    FlaskTradingCompetition.CompetitionStatus internal constant OPEN = FlaskTradingCompetition.CompetitionStatus.Open;
    FlaskTradingCompetition.CompetitionStatus internal constant CLOSE = FlaskTradingCompetition.CompetitionStatus.Close;
    FlaskTradingCompetition.CompetitionStatus internal constant CLAIMING =
    FlaskTradingCompetition.CompetitionStatus.Claiming;
    FlaskTradingCompetition.CompetitionStatus internal constant OVER = FlaskTradingCompetition.CompetitionStatus.Over;

    // ----- construction -----

    function test_constructorStoresTheBattle() public view {
        assertEq(address(battle.profile()), address(profile));
        assertEq(address(battle.flask()), address(flask));
        assertEq(battle.campaignId(), CAMPAIGN_ID);
        assertEq(battle.owner(), battleOwner);
        address[] memory stored = battle.eligiblePairs();
        assertEq(stored.length, 4);
        for (uint256 i; i < 4; ++i) {
            assertEq(stored[i], pairs[i]);
        }
        assertEq(uint256(battle.currentStatus()), uint256(REGISTRATION));
        assertEq(battle.openBlock(), 0);
        assertEq(battle.closeBlock(), 0);
    }

    function test_constructorRefusesBadParameters() public {
        vm.expectRevert(FlaskTradingCompetition.ZeroAddress.selector);
        new FlaskTradingCompetition(address(0), address(flask), 1, pairs, battleOwner);
        vm.expectRevert(FlaskTradingCompetition.ZeroAddress.selector);
        new FlaskTradingCompetition(address(profile), address(0), 1, pairs, battleOwner);
        address[] memory withZero = pairs;
        withZero[2] = address(0);
        vm.expectRevert(FlaskTradingCompetition.ZeroAddress.selector);
        new FlaskTradingCompetition(address(profile), address(flask), 1, withZero, battleOwner);
        address[] memory three = new address[](3);
        vm.expectRevert(abi.encodeWithSelector(FlaskTradingCompetition.InvalidPairCount.selector, 3));
        new FlaskTradingCompetition(address(profile), address(flask), 1, three, battleOwner);
        address[] memory five = new address[](5);
        vm.expectRevert(abi.encodeWithSelector(FlaskTradingCompetition.InvalidPairCount.selector, 5));
        new FlaskTradingCompetition(address(profile), address(flask), 1, five, battleOwner);
    }

    // ----- statuses -----

    function test_statusMovesOneStepAtATimeAndRecordsBlocks() public {
        vm.roll(150);
        vm.expectEmit();
        emit NewCompetitionStatus(uint8(OPEN), 150);
        moveTo(OPEN);
        assertEq(battle.openBlock(), 150);
        vm.roll(170);
        moveTo(CLOSE);
        assertEq(battle.closeBlock(), 170);
        assertEq(battle.openBlock(), 150);
        moveTo(OVER);
        assertEq(uint256(battle.currentStatus()), uint256(OVER));
    }

    function test_statusRefusesSkipsGoingBackAndLeavingOver() public {
        vm.startPrank(battleOwner);
        vm.expectRevert(
            abi.encodeWithSelector(FlaskTradingCompetition.InvalidStatusChange.selector, REGISTRATION, CLOSE)
        );
        battle.updateCompetitionStatus(CLOSE);
        vm.expectRevert(
            abi.encodeWithSelector(FlaskTradingCompetition.InvalidStatusChange.selector, REGISTRATION, REGISTRATION)
        );
        battle.updateCompetitionStatus(REGISTRATION);
        battle.updateCompetitionStatus(OPEN);
        vm.expectRevert(
            abi.encodeWithSelector(FlaskTradingCompetition.InvalidStatusChange.selector, OPEN, REGISTRATION)
        );
        battle.updateCompetitionStatus(REGISTRATION);
        vm.stopPrank();
        moveTo(OVER);
        for (uint8 next; next <= uint8(OVER); ++next) {
            vm.prank(battleOwner);
            vm.expectRevert(
                abi.encodeWithSelector(
                    FlaskTradingCompetition.InvalidStatusChange.selector,
                    OVER,
                    FlaskTradingCompetition.CompetitionStatus(next)
                )
            );
            battle.updateCompetitionStatus(FlaskTradingCompetition.CompetitionStatus(next));
        }
    }

    function test_onlyTheOwnerRunsTheBattle() public {
        uint256[4][3] memory table;
        vm.startPrank(alice);
        vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, alice));
        battle.updateCompetitionStatus(OPEN);
        vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, alice));
        battle.setRewardTable(table, table);
        vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, alice));
        battle.fundRewards(1 ether);
        vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, alice));
        battle.setTeamRanks(new uint256[](0), new uint8[](0));
        vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, alice));
        battle.setUserResults(new address[](0), new uint8[](0));
        vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, alice));
        battle.withdrawUnclaimed();
        vm.stopPrank();
    }

    function test_claimingNeedsThePotToCoverEveryResult() public {
        runToResults(); // owes 100 + 40 + 0 FLASK
        // A bigger table: alice 100, bob 40 ... raise alice's cell beyond the pot.
        (uint256[4][3] memory flaskRewards, uint256[4][3] memory points) = rewardTable();
        flaskRewards[0][0] = POT;
        vm.prank(battleOwner);
        battle.setRewardTable(flaskRewards, points);
        assertEq(battle.totalFlaskOwed(), POT + 40 ether);
        vm.prank(battleOwner);
        vm.expectRevert(abi.encodeWithSelector(FlaskTradingCompetition.Underfunded.selector, POT, POT + 40 ether));
        battle.updateCompetitionStatus(CLAIMING);
        vm.prank(battleOwner);
        battle.fundRewards(40 ether);
        moveTo(CLAIMING);
    }

    // ----- registration -----

    function test_registerTakesTheProfileTeam() public {
        vm.expectEmit();
        emit UserRegister(bob, 2);
        joinBattle(bob);
        (bool hasRegistered, bool hasClaimed, uint8 group, uint256 teamId) = battle.userTradingStats(bob);
        assertTrue(hasRegistered, "registered");
        assertTrue(!hasClaimed, "not claimed");
        assertEq(group, 0);
        assertEq(teamId, 2);
        assertEq(battle.registeredCount(), 1);
        // A later team change does not move the battle team.
        vm.prank(special);
        profile.changeTeam(bob, 1);
        (,,, teamId) = battle.userTradingStats(bob);
        assertEq(teamId, 2);
    }

    function test_registerNeedsAnActiveProfile() public {
        vm.prank(dave);
        vm.expectRevert(abi.encodeWithSelector(FlaskTradingCompetition.ProfileNotActive.selector, dave));
        battle.register();
        vm.prank(alice);
        profile.pauseProfile();
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(FlaskTradingCompetition.ProfileNotActive.selector, alice));
        battle.register();
        assertEq(battle.registeredCount(), 0);
    }

    function test_registerOnceAndOnlyDuringRegistration() public {
        joinBattle(alice);
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(FlaskTradingCompetition.AlreadyRegistered.selector, alice));
        battle.register();
        moveTo(OPEN);
        vm.prank(bob);
        vm.expectRevert(FlaskTradingCompetition.NotRegistrationPeriod.selector);
        battle.register();
        assertEq(battle.registeredCount(), 1);
    }

    // ----- table and funding -----

    function test_rewardTableRoundTripsUntilClaiming() public {
        (uint256[4][3] memory flaskRewards, uint256[4][3] memory points) = rewardTable();
        (uint256[4][3] memory storedFlask, uint256[4][3] memory storedPoints) = battle.viewRewardTable();
        for (uint256 tier; tier < 3; ++tier) {
            for (uint256 group; group < 4; ++group) {
                assertEq(storedFlask[tier][group], flaskRewards[tier][group]);
                assertEq(storedPoints[tier][group], points[tier][group]);
            }
        }
        moveTo(CLOSE);
        flaskRewards[1][2] = 7 ether;
        vm.prank(battleOwner);
        battle.setRewardTable(flaskRewards, points);
        (storedFlask,) = battle.viewRewardTable();
        assertEq(storedFlask[1][2], 7 ether);
        moveTo(CLAIMING);
        vm.prank(battleOwner);
        vm.expectRevert(FlaskTradingCompetition.RewardTableLocked.selector);
        battle.setRewardTable(flaskRewards, points);
        moveTo(OVER);
        vm.prank(battleOwner);
        vm.expectRevert(FlaskTradingCompetition.RewardTableLocked.selector);
        battle.setRewardTable(flaskRewards, points);
    }

    function test_fundRewardsPullsFlask() public {
        uint256 before = flask.balanceOf(battleOwner);
        vm.expectEmit();
        emit RewardsFunded(5 ether);
        vm.prank(battleOwner);
        battle.fundRewards(5 ether);
        assertEq(battle.flaskFunded(), POT + 5 ether);
        assertEq(flask.balanceOf(address(battle)), POT + 5 ether);
        assertEq(flask.balanceOf(battleOwner), before - 5 ether);
        vm.prank(battleOwner);
        vm.expectRevert(FlaskTradingCompetition.ZeroAmount.selector);
        battle.fundRewards(0);
    }

    // ----- results -----

    function test_resultsOnlyInClose() public {
        joinBattle(alice);
        uint256[] memory teamIds = new uint256[](1);
        uint8[] memory ranks = new uint8[](1);
        address[] memory users = new address[](1);
        uint8[] memory groups = new uint8[](1);
        (teamIds[0], ranks[0], users[0]) = (1, 1, alice);
        FlaskTradingCompetition.CompetitionStatus[3] memory refused = [REGISTRATION, OPEN, CLAIMING];
        for (uint256 i; i < refused.length; ++i) {
            moveTo(refused[i]);
            vm.startPrank(battleOwner);
            vm.expectRevert(FlaskTradingCompetition.NotClosePeriod.selector);
            battle.setTeamRanks(teamIds, ranks);
            vm.expectRevert(FlaskTradingCompetition.NotClosePeriod.selector);
            battle.setUserResults(users, groups);
            vm.stopPrank();
            if (refused[i] == OPEN) {
                moveTo(CLOSE);
                vm.startPrank(battleOwner);
                battle.setTeamRanks(teamIds, ranks);
                battle.setUserResults(users, groups);
                vm.stopPrank();
            }
        }
    }

    function test_resultsRefuseBadInput() public {
        joinBattle(alice);
        moveTo(CLOSE);
        vm.startPrank(battleOwner);
        vm.expectRevert(FlaskTradingCompetition.LengthMismatch.selector);
        battle.setTeamRanks(new uint256[](2), new uint8[](1));
        vm.expectRevert(FlaskTradingCompetition.LengthMismatch.selector);
        battle.setUserResults(new address[](1), new uint8[](2));
        uint256[] memory teamIds = new uint256[](1);
        teamIds[0] = 2;
        vm.expectRevert(abi.encodeWithSelector(FlaskTradingCompetition.InvalidRank.selector, 2));
        battle.setTeamRanks(teamIds, new uint8[](1));
        vm.stopPrank();

        address[] memory users = new address[](1);
        uint8[] memory groups = new uint8[](1);
        (users[0], groups[0]) = (alice, 4);
        vm.prank(battleOwner);
        vm.expectRevert(abi.encodeWithSelector(FlaskTradingCompetition.InvalidRewardGroup.selector, 4));
        battle.setUserResults(users, groups);
        (users[0], groups[0]) = (bob, 1);
        vm.prank(battleOwner);
        vm.expectRevert(abi.encodeWithSelector(FlaskTradingCompetition.NotRegistered.selector, bob));
        battle.setUserResults(users, groups);
    }

    function test_resultsEmitAndReplaceWithTheOwedTotalFollowing() public {
        joinBattle(alice);
        joinBattle(bob);
        moveTo(CLOSE);
        vm.expectEmit();
        emit UserResult(alice, 2);
        postResult(alice, 2); // team 1 unranked: tier 2, group 2 = 10
        assertEq(battle.totalFlaskOwed(), 10 ether);
        vm.expectEmit();
        emit TeamRank(1, 1);
        postRanks(1, 2, 3); // tier 0, group 2 = 20
        assertEq(battle.teamRank(1), 1);
        assertEq(battle.teamRank(3), 3);
        assertEq(battle.totalFlaskOwed(), 20 ether);
        postResult(alice, 0); // replaced: 100
        postResult(bob, 1); // tier 1, group 1 = 40
        assertEq(battle.totalFlaskOwed(), 140 ether);
        postRanks(2, 1, 3); // alice tier 1 group 0 = 80, bob tier 0 group 1 = 50
        assertEq(battle.totalFlaskOwed(), 130 ether);
        (,,, uint256 group, uint256 flaskReward, uint256 points, bool hasResult) = battle.claimInformation(alice);
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
        battle.claimReward();
        assertEq(flask.balanceOf(alice), before + 100 ether);
        assertEq(userOf(alice).numberPoints, 500);
        assertTrue(profile.hasAchievement(alice, CAMPAIGN_ID), "achievement recorded");
        assertEq(battle.totalFlaskPaid(), 100 ether);
        (,, bool claimed,,,,) = battle.claimInformation(alice);
        assertTrue(claimed, "claimed");

        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(FlaskTradingCompetition.AlreadyClaimed.selector, alice));
        battle.claimReward();
    }

    function test_claimWithPointsOnlyMovesNoFlask() public {
        runToResults();
        moveTo(CLAIMING);
        uint256 before = flask.balanceOf(carol);
        vm.prank(carol);
        battle.claimReward();
        assertEq(flask.balanceOf(carol), before);
        assertEq(userOf(carol).numberPoints, 50);
    }

    function test_claimOnlyInClaimingOrOver() public {
        runToResults();
        vm.prank(alice);
        vm.expectRevert(FlaskTradingCompetition.NotClaimingPeriod.selector);
        battle.claimReward();
        moveTo(OVER);
        vm.prank(bob);
        battle.claimReward();
        assertEq(battle.totalFlaskPaid(), 40 ether);
    }

    function test_claimRefusesTheUnregisteredTheResultlessAndZeroPrizes() public {
        joinBattle(alice);
        joinBattle(bob);
        moveTo(CLOSE);
        postResult(bob, 3);
        uint256[4][3] memory zero;
        vm.prank(battleOwner);
        battle.setRewardTable(zero, zero);
        moveTo(CLAIMING);
        vm.prank(carol);
        vm.expectRevert(abi.encodeWithSelector(FlaskTradingCompetition.NotRegistered.selector, carol));
        battle.claimReward();
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(FlaskTradingCompetition.NoReward.selector, alice));
        battle.claimReward();
        vm.prank(bob);
        vm.expectRevert(abi.encodeWithSelector(FlaskTradingCompetition.NoReward.selector, bob));
        battle.claimReward();
        (bool registered,, bool claimed,, uint256 flaskReward, uint256 points, bool hasResult) =
            battle.claimInformation(alice);
        assertTrue(registered && !claimed && !hasResult, "registered, no result");
        assertEq(flaskReward + points, 0);
    }

    function test_claimNeedsAnActiveProfile() public {
        runToResults();
        moveTo(CLAIMING);
        vm.prank(alice);
        profile.pauseProfile();
        (, bool isActive,,,,,) = battle.claimInformation(alice);
        assertTrue(!isActive, "paused");
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(FlaskTradingCompetition.ProfileNotActive.selector, alice));
        battle.claimReward();
    }

    // ----- the owner's withdrawal -----

    function test_withdrawUnclaimedLeavesWhatUsersAreOwed() public {
        runToResults(); // owes 140
        moveTo(CLAIMING);
        vm.prank(alice);
        battle.claimReward();
        vm.prank(battleOwner);
        vm.expectRevert(FlaskTradingCompetition.NotOverPeriod.selector);
        battle.withdrawUnclaimed();
        assertEq(battle.withdrawableFlask(), 0);
        moveTo(OVER);
        assertEq(battle.withdrawableFlask(), POT - 140 ether);
        uint256 before = flask.balanceOf(battleOwner);
        vm.expectEmit();
        emit UnclaimedWithdraw(POT - 140 ether);
        vm.prank(battleOwner);
        battle.withdrawUnclaimed();
        assertEq(flask.balanceOf(battleOwner), before + POT - 140 ether);
        assertEq(flask.balanceOf(address(battle)), 40 ether, "bob's prize stays");
        vm.prank(battleOwner);
        vm.expectRevert(FlaskTradingCompetition.NothingToWithdraw.selector);
        battle.withdrawUnclaimed();
        vm.prank(bob);
        battle.claimReward();
        assertEq(flask.balanceOf(address(battle)), 0);
        // Funding after the end is the owner's again.
        vm.prank(battleOwner);
        battle.fundRewards(3 ether);
        assertEq(battle.withdrawableFlask(), 3 ether);
    }
}
