// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {FlaskTradingCompetition} from "../../src/competition/FlaskTradingCompetition.sol";
import {CompetitionFixture} from "./CompetitionFixture.sol";

/// Gas of the competition's calls as a real transaction meets them (cold storage through vm.cool), with
/// bob already registered (the counters exist). Figures (the call alone, without the 21,000 base and
/// calldata) go to snapshots/CompetitionGasTest.json.
contract CompetitionGasTest is CompetitionFixture {
    uint256 internal constant BATCH = 10;

    address[] internal traders;

    function setUp() public override {
        super.setUp();
        joinCompetition(bob);
        for (uint256 i; i < BATCH; ++i) {
            address trader = makeAddr(string.concat("trader", vm.toString(i)));
            fund(trader);
            register(trader, 1 + i % 3);
            joinCompetition(trader);
            traders.push(trader);
        }
    }

    function _cold() private {
        vm.cool(address(flask));
        vm.cool(address(profile));
        vm.cool(address(competition));
    }

    function test_gas_register() public {
        _cold();
        joinCompetition(alice);
        assertLt(vm.snapshotGasLastCall("register"), 60_000, "register");
    }

    /// Per user, a batch costs about a tenth of this figure.
    function test_gas_setUserResultsBatchOf10() public {
        moveTo(FlaskTradingCompetition.CompetitionStatus.Close);
        uint8[] memory groups = new uint8[](BATCH);
        _cold();
        vm.prank(competitionOwner);
        competition.setUserResults(traders, groups);
        assertLt(vm.snapshotGasLastCall("setUserResults (10 users)"), 250_000, "setUserResults");
    }

    function test_gas_claimRewardWithPoints() public {
        moveTo(FlaskTradingCompetition.CompetitionStatus.Close);
        postRanks(1, 2, 3);
        postResult(bob, 1);
        moveTo(FlaskTradingCompetition.CompetitionStatus.Claiming);
        _cold();
        vm.prank(bob);
        competition.claimReward();
        assertLt(vm.snapshotGasLastCall("claimReward (FLASK and points)"), 170_000, "claimReward");
    }
}
