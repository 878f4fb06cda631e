// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {FlaskTradingCompetition} from "../../src/competition/FlaskTradingCompetition.sol";
import {ProfileFixture} from "../profile/ProfileFixture.sol";

/// A competition on the profile fixture as the devnet runs it: 4 eligible pairs, campaign 601, the
/// registry's POINT_ROLE, a reward table and a funded pot of 1,000 FLASK. alice (team 1), bob
/// (team 2) and carol (team 3) have active profiles; dave has none.
abstract contract CompetitionFixture is ProfileFixture {
    uint256 internal constant CAMPAIGN_ID = 601;
    uint256 internal constant POT = 1_000 ether;

    FlaskTradingCompetition internal competition;
    address internal competitionOwner = makeAddr("competitionOwner");
    address internal dave = makeAddr("dave");
    address[] internal pairs;

    function setUp() public virtual override {
        super.setUp();
        register(alice, 1);
        register(bob, 2);
        register(carol, 3);
        for (uint256 i; i < 4; ++i) {
            pairs.push(makeAddr(string.concat("pair", vm.toString(i))));
        }
        competition = new FlaskTradingCompetition(address(profile), address(flask), CAMPAIGN_ID, pairs, competitionOwner);
        vm.startPrank(admin);
        profile.grantRole(profile.POINT_ROLE(), address(competition));
        vm.stopPrank();
        flask.mint(competitionOwner, 100_000 ether);
        vm.prank(competitionOwner);
        flask.approve(address(competition), type(uint256).max);
        (uint256[4][3] memory flaskRewards, uint256[4][3] memory pointRewards) = rewardTable();
        vm.startPrank(competitionOwner);
        competition.setRewardTable(flaskRewards, pointRewards);
        competition.fundRewards(POT);
        vm.stopPrank();
    }

    /// FLASK falls with the team tier and the group; the last group of the last tier gets points only.
    function rewardTable() internal pure returns (uint256[4][3] memory flaskRewards, uint256[4][3] memory points) {
        flaskRewards = [
            [uint256(100 ether), 50 ether, 20 ether, 5 ether],
            [uint256(80 ether), 40 ether, 15 ether, 4 ether],
            [uint256(60 ether), 30 ether, 10 ether, 0]
        ];
        points = [[uint256(500), 300, 200, 100], [uint256(400), 250, 150, 80], [uint256(300), 200, 100, 50]];
    }

    function moveTo(FlaskTradingCompetition.CompetitionStatus next) internal {
        while (competition.currentStatus() != next) {
            uint8 following = uint8(competition.currentStatus()) + 1; // read before the prank
            vm.prank(competitionOwner);
            competition.updateCompetitionStatus(FlaskTradingCompetition.CompetitionStatus(following));
        }
    }

    function joinCompetition(address user) internal {
        vm.prank(user);
        competition.register();
    }

    function postRanks(uint256 first, uint256 second, uint256 third) internal {
        uint256[] memory teamIds = new uint256[](3);
        uint8[] memory ranks = new uint8[](3);
        (teamIds[0], teamIds[1], teamIds[2]) = (first, second, third);
        (ranks[0], ranks[1], ranks[2]) = (1, 2, 3);
        vm.prank(competitionOwner);
        competition.setTeamRanks(teamIds, ranks);
    }

    function postResult(address user, uint8 group) internal {
        address[] memory users = new address[](1);
        uint8[] memory groups = new uint8[](1);
        users[0] = user;
        groups[0] = group;
        vm.prank(competitionOwner);
        competition.setUserResults(users, groups);
    }

    /// alice, bob and carol registered; teams ranked 1, 2, 3; alice group 0, bob group 1, carol group 3.
    function runToResults() internal {
        joinCompetition(alice);
        joinCompetition(bob);
        joinCompetition(carol);
        moveTo(FlaskTradingCompetition.CompetitionStatus.Close);
        postRanks(1, 2, 3);
        postResult(alice, 0);
        postResult(bob, 1);
        postResult(carol, 3);
    }
}
