// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {Pausable} from "@openzeppelin/contracts/utils/Pausable.sol";
import {FlaskPrediction} from "../../src/prediction/FlaskPrediction.sol";
import {IAggregatorV3} from "../../src/prediction/interfaces/IAggregatorV3.sol";
import {Bettor} from "./mocks/Bettor.sol";
import {MockAggregator} from "./mocks/MockAggregator.sol";
import {PredictionFixture} from "./PredictionFixture.sol";

/// Foundry's log recording cheatcodes (not in the shared Vm interface).
interface LogRecorder {
    struct Log {
        bytes32[] topics;
        bytes data;
        address emitter;
    }

    function recordLogs() external;
    function getRecordedLogs() external returns (Log[] memory);
}

contract FlaskPredictionTest is PredictionFixture {
    LogRecorder internal constant logs = LogRecorder(address(vm));

    // ---- construction ----

    function test_constructorSetsTheParameters() public {
        vm.expectEmit();
        emit FlaskPrediction.NewMinBetAmount(MIN_BET);
        vm.expectEmit();
        emit FlaskPrediction.NewOperator(operator);
        vm.expectEmit();
        emit FlaskPrediction.NewTreasury(treasury);
        FlaskPrediction fresh = _deploy(feed);
        assertEq(address(fresh.oracle()), address(feed), "oracle");
        assertEq(fresh.oracleUpdateAllowance(), ALLOWANCE, "allowance");
        assertEq(fresh.rewardRate(), 97, "reward rate");
        assertEq(fresh.intervalBlocks(), 100, "interval");
        assertEq(fresh.bufferBlocks(), 20, "buffer");
        assertEq(fresh.minBetAmount(), 0.001 ether, "min bet");
        assertEq(fresh.owner(), owner, "owner");
        assertEq(fresh.operator(), operator, "operator");
        assertEq(fresh.treasury(), treasury, "treasury");
        assertEq(fresh.currentEpoch(), 0, "no round");
        assertEq(fresh.treasuryAmount(), 0, "treasury amount");
        assertEq(fresh.oracleLatestRoundId(), 0, "oracle round");
        assertTrue(!fresh.genesisLockOnce() && !fresh.paused(), "fresh flags");
    }

    function test_constructorRejectsZeroAddresses() public {
        vm.expectRevert(FlaskPrediction.ZeroAddress.selector);
        _deploy(IAggregatorV3(address(0)));
        vm.expectRevert(FlaskPrediction.ZeroAddress.selector);
        new FlaskPrediction(feed, ALLOWANCE, 97, INTERVAL, BUFFER, MIN_BET, owner, address(0), treasury);
        vm.expectRevert(FlaskPrediction.ZeroAddress.selector);
        new FlaskPrediction(feed, ALLOWANCE, 97, INTERVAL, BUFFER, MIN_BET, owner, operator, address(0));
        vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableInvalidOwner.selector, address(0)));
        new FlaskPrediction(feed, ALLOWANCE, 97, INTERVAL, BUFFER, MIN_BET, address(0), operator, treasury);
    }

    function test_constructorKeepsTheRewardRateBetween90And100() public {
        vm.expectRevert(abi.encodeWithSelector(FlaskPrediction.InvalidRewardRate.selector, 89));
        new FlaskPrediction(feed, ALLOWANCE, 89, INTERVAL, BUFFER, MIN_BET, owner, operator, treasury);
        vm.expectRevert(abi.encodeWithSelector(FlaskPrediction.InvalidRewardRate.selector, 101));
        new FlaskPrediction(feed, ALLOWANCE, 101, INTERVAL, BUFFER, MIN_BET, owner, operator, treasury);
        new FlaskPrediction(feed, ALLOWANCE, 90, INTERVAL, BUFFER, MIN_BET, owner, operator, treasury);
        new FlaskPrediction(feed, ALLOWANCE, 100, INTERVAL, BUFFER, MIN_BET, owner, operator, treasury);
    }

    function test_constructorNeedsABufferShorterThanTheInterval() public {
        vm.expectRevert(abi.encodeWithSelector(FlaskPrediction.InvalidBlocks.selector, 100, 0));
        new FlaskPrediction(feed, ALLOWANCE, 97, 100, 0, MIN_BET, owner, operator, treasury);
        vm.expectRevert(abi.encodeWithSelector(FlaskPrediction.InvalidBlocks.selector, 100, 100));
        new FlaskPrediction(feed, ALLOWANCE, 97, 100, 100, MIN_BET, owner, operator, treasury);
        uint256 tooLong = uint256(type(uint32).max) + 1;
        vm.expectRevert(abi.encodeWithSelector(FlaskPrediction.InvalidBlocks.selector, tooLong, 20));
        new FlaskPrediction(feed, ALLOWANCE, 97, tooLong, 20, MIN_BET, owner, operator, treasury);
        new FlaskPrediction(feed, ALLOWANCE, 97, 2, 1, MIN_BET, owner, operator, treasury);
    }

    function test_constructorRejectsAZeroMinimumBet() public {
        vm.expectRevert(FlaskPrediction.InvalidMinBetAmount.selector);
        new FlaskPrediction(feed, ALLOWANCE, 97, INTERVAL, BUFFER, 0, owner, operator, treasury);
    }

    function test_plainBnbTransfersAreRejected() public {
        vm.prank(alice);
        (bool ok,) = address(prediction).call{value: 1 ether}("");
        assertTrue(!ok, "receive() accepted BNB");
        assertEq(address(prediction).balance, 0, "nothing kept");
    }

    // ---- the operator's round lifecycle ----

    function test_genesisStartRoundStartsRoundOne() public {
        vm.expectEmit();
        emit FlaskPrediction.StartRound(1, 1000, 1100, 1200);
        _genesisStart();
        assertEq(prediction.currentEpoch(), 1, "epoch");
        RoundView memory r = _round(1);
        assertEq(r.epoch, 1, "epoch field");
        assertEq(r.startBlock, 1000, "start");
        assertEq(r.lockBlock, 1100, "lock");
        assertEq(r.endBlock, 1200, "end");
        assertTrue(!r.oracleCalled && r.lockPrice == 0 && r.totalAmount == 0, "blank round");
        assertEq(_round(2).startBlock, 0, "round 2 not started");
    }

    function test_onlyTheOperatorRunsRounds() public {
        vm.startPrank(owner);
        vm.expectRevert(FlaskPrediction.NotOperator.selector);
        prediction.genesisStartRound();
        vm.expectRevert(FlaskPrediction.NotOperator.selector);
        prediction.genesisLockRound();
        vm.expectRevert(FlaskPrediction.NotOperator.selector);
        prediction.executeRound();
        vm.stopPrank();
    }

    function test_genesisStartRoundWaitsUntilTheCurrentRoundCanNoLongerBeLocked() public {
        _genesisStart();
        vm.roll(1100 + BUFFER);
        vm.prank(operator);
        vm.expectRevert(abi.encodeWithSelector(FlaskPrediction.RoundStillLockable.selector, 1));
        prediction.genesisStartRound();
        vm.roll(1100 + BUFFER + 1);
        _genesisStart();
        assertEq(prediction.currentEpoch(), 2, "restarted");
        assertEq(_round(2).startBlock, 1121, "round 2 starts now");
    }

    function test_genesisLockRoundNeedsAStartedRound() public {
        _submit(PRICE);
        vm.prank(operator);
        vm.expectRevert(FlaskPrediction.NoRoundToLock.selector);
        prediction.genesisLockRound();
    }

    function test_genesisLockRoundOnlyWithinTheLockWindow() public {
        _genesisStart();
        _submit(601e8);
        vm.roll(1099);
        vm.prank(operator);
        vm.expectRevert(abi.encodeWithSelector(FlaskPrediction.OutsideLockWindow.selector, 1));
        prediction.genesisLockRound();
        vm.roll(1100 + BUFFER + 1);
        vm.prank(operator);
        vm.expectRevert(abi.encodeWithSelector(FlaskPrediction.OutsideLockWindow.selector, 1));
        prediction.genesisLockRound();
        vm.roll(1100 + BUFFER); // the last block of the window
        vm.expectEmit();
        emit FlaskPrediction.LockRound(1, 2, 601e8);
        vm.expectEmit();
        emit FlaskPrediction.StartRound(2, 1120, 1220, 1320);
        vm.prank(operator);
        prediction.genesisLockRound();
        assertEq(_round(1).lockPrice, 601e8, "lock price");
        assertEq(prediction.currentEpoch(), 2, "round 2 open");
        assertEq(prediction.oracleLatestRoundId(), 2, "oracle round used");
        assertTrue(prediction.genesisLockOnce(), "genesis locked");
    }

    function test_genesisLockRoundOnlyOncePerRun() public {
        _startAndLock();
        _submit(PRICE);
        vm.prank(operator);
        vm.expectRevert(FlaskPrediction.GenesisLockDone.selector);
        prediction.genesisLockRound();
    }

    function test_executeRoundNeedsTheGenesisLock() public {
        _genesisStart();
        _rollToLock();
        _submit(PRICE);
        vm.prank(operator);
        vm.expectRevert(FlaskPrediction.GenesisLockFirst.selector);
        prediction.executeRound();
    }

    function test_executeRoundLocksCurrentEndsPreviousStartsNext() public {
        _startAndLock(); // round 1 locked at 600 in block 1100, round 2 runs 1100..1200..1300
        vm.roll(1200);
        _submit(610e8);
        vm.expectEmit();
        emit FlaskPrediction.LockRound(2, 3, 610e8);
        vm.expectEmit();
        emit FlaskPrediction.EndRound(1, 3, 610e8);
        vm.expectEmit();
        emit FlaskPrediction.RewardsCalculated(1, 0, 0, 0);
        vm.expectEmit();
        emit FlaskPrediction.StartRound(3, 1200, 1300, 1400);
        vm.prank(operator);
        prediction.executeRound();
        RoundView memory one = _round(1);
        assertTrue(one.oracleCalled, "round 1 ended");
        assertEq(one.closePrice, 610e8, "close price");
        assertEq(_round(2).lockPrice, 610e8, "round 2 locked");
        assertEq(prediction.currentEpoch(), 3, "round 3 open");
    }

    function test_executeRoundOnlyWithinTheWindows() public {
        _genesisStart();
        vm.roll(1105); // locked 5 blocks late: round 2 locks at 1205, round 1 ends at 1200
        _genesisLock(PRICE);
        _submit(PRICE);
        vm.roll(1199);
        vm.prank(operator);
        vm.expectRevert(abi.encodeWithSelector(FlaskPrediction.OutsideEndWindow.selector, 1));
        prediction.executeRound();
        vm.roll(1204);
        vm.prank(operator);
        vm.expectRevert(abi.encodeWithSelector(FlaskPrediction.OutsideLockWindow.selector, 2));
        prediction.executeRound();
        vm.roll(1205 + BUFFER + 1);
        vm.prank(operator);
        vm.expectRevert(abi.encodeWithSelector(FlaskPrediction.OutsideLockWindow.selector, 2));
        prediction.executeRound();
        vm.roll(1205 + 16); // round 1's end window closed at 1220: it is canceled, round 2 locks
        vm.prank(operator);
        prediction.executeRound();
        assertTrue(!_round(1).oracleCalled, "round 1 not settled past its buffer");
        assertEq(_round(2).lockPrice, PRICE, "round 2 locked");
    }

    function test_theOperatorRestartsAfterAMissedWindow() public {
        _startAndLock();
        vm.roll(1200 + BUFFER + 1); // round 2 can no longer be locked
        _submit(PRICE);
        vm.prank(operator);
        vm.expectRevert(abi.encodeWithSelector(FlaskPrediction.OutsideLockWindow.selector, 2));
        prediction.executeRound();
        _genesisStart();
        assertEq(prediction.currentEpoch(), 3, "round 3 started");
        assertTrue(!prediction.genesisLockOnce(), "a new run");
        vm.prank(operator);
        vm.expectRevert(FlaskPrediction.GenesisLockFirst.selector);
        prediction.executeRound();
        _rollToLock();
        _genesisLock(PRICE);
        vm.roll(_round(4).lockBlock);
        _execute(605e8);
        assertTrue(_round(3).oracleCalled, "the new run settles");
        assertTrue(!_round(1).oracleCalled && !_round(2).oracleCalled, "the old run's rounds stay unsettled");
    }

    function test_theOperatorIsStoppedWhilePaused() public {
        vm.prank(owner);
        prediction.pause();
        vm.startPrank(operator);
        vm.expectRevert(Pausable.EnforcedPause.selector);
        prediction.genesisStartRound();
        vm.expectRevert(Pausable.EnforcedPause.selector);
        prediction.genesisLockRound();
        vm.expectRevert(Pausable.EnforcedPause.selector);
        prediction.executeRound();
        vm.stopPrank();
    }

    // ---- bets ----

    function test_betsAreRecordedInTheLedgerAndTheRound() public {
        _genesisStart();
        vm.expectEmit();
        emit FlaskPrediction.BetBull(alice, 1, 1 ether);
        _bet(alice, 1, true, 1 ether);
        vm.expectEmit();
        emit FlaskPrediction.BetBear(bob, 1, 2 ether);
        _bet(bob, 1, false, 2 ether);
        _bet(carol, 1, false, 0.5 ether);
        (uint8 position, uint256 amount, bool claimed) = _bets(1, alice);
        assertTrue(position == 0 && amount == 1 ether && !claimed, "alice: bull 1");
        (position, amount,) = _bets(1, bob);
        assertTrue(position == 1 && amount == 2 ether, "bob: bear 2");
        RoundView memory r = _round(1);
        assertEq(r.totalAmount, 3.5 ether, "total");
        assertEq(r.bullAmount, 1 ether, "bull");
        assertEq(r.bearAmount, 2.5 ether, "bear");
        assertEq(address(prediction).balance, 3.5 ether, "held");
    }

    function test_betsOnlyInTheCurrentRoundBeforeItsLockBlock() public {
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(FlaskPrediction.RoundNotBettable.selector, 0));
        prediction.betBull{value: 1 ether}(0);
        _genesisStart();
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(FlaskPrediction.RoundNotBettable.selector, 2));
        prediction.betBull{value: 1 ether}(2);
        vm.roll(1099);
        _bet(alice, 1, true, 1 ether); // the last block before the lock
        vm.roll(1100);
        vm.prank(bob);
        vm.expectRevert(abi.encodeWithSelector(FlaskPrediction.RoundNotBettable.selector, 1));
        prediction.betBear{value: 1 ether}(1);
        _genesisLock(PRICE);
        vm.prank(bob);
        vm.expectRevert(abi.encodeWithSelector(FlaskPrediction.RoundNotBettable.selector, 1));
        prediction.betBear{value: 1 ether}(1);
        _bet(bob, 2, false, 1 ether); // the next round opened in the same block
    }

    function test_noBetsInARoundThatMissedItsLock() public {
        _genesisStart();
        vm.roll(1100 + BUFFER + 5);
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(FlaskPrediction.RoundNotBettable.selector, 1));
        prediction.betBull{value: 1 ether}(1);
    }

    function test_betsBelowTheMinimumAreRejected() public {
        _genesisStart();
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(FlaskPrediction.BetTooSmall.selector, MIN_BET));
        prediction.betBull{value: MIN_BET - 1}(1);
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(FlaskPrediction.BetTooSmall.selector, MIN_BET));
        prediction.betBear(1);
        _bet(alice, 1, true, MIN_BET);
    }

    function test_oneBetPerAccountPerRound() public {
        _genesisStart();
        _bet(alice, 1, true, 1 ether);
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(FlaskPrediction.AlreadyBet.selector, 1));
        prediction.betBull{value: 1 ether}(1);
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(FlaskPrediction.AlreadyBet.selector, 1));
        prediction.betBear{value: 1 ether}(1);
        vm.roll(1100);
        _genesisLock(PRICE);
        _bet(alice, 2, false, 1 ether); // a new round, a new bet
    }

    function test_noBetsWhilePaused() public {
        _genesisStart();
        vm.prank(owner);
        prediction.pause();
        vm.prank(alice);
        vm.expectRevert(Pausable.EnforcedPause.selector);
        prediction.betBull{value: 1 ether}(1);
        vm.prank(alice);
        vm.expectRevert(Pausable.EnforcedPause.selector);
        prediction.betBear{value: 1 ether}(1);
        vm.prank(owner);
        prediction.unpause();
        _bet(alice, 1, true, 1 ether);
    }

    // ---- the oracle ----

    function test_anAnswerOlderThanTheAllowanceIsRejected() public {
        _genesisStart();
        vm.roll(1100);
        uint256 updatedAt = 1_700_000_100; // a literal: via-IR may read block.timestamp after the warp
        vm.warp(updatedAt);
        _submit(PRICE);
        vm.warp(updatedAt + ALLOWANCE + 1);
        vm.prank(operator);
        vm.expectRevert(abi.encodeWithSelector(FlaskPrediction.StaleOracle.selector, updatedAt));
        prediction.genesisLockRound();
        vm.warp(updatedAt + ALLOWANCE); // still usable at exactly the allowance
        vm.prank(operator);
        prediction.genesisLockRound();
    }

    function test_theOracleRoundIdMustIncrease() public {
        _startAndLock(); // used feed round 2
        vm.roll(1200);
        vm.prank(operator);
        vm.expectRevert(abi.encodeWithSelector(FlaskPrediction.OracleRoundNotIncreasing.selector, 2));
        prediction.executeRound();
        _execute(PRICE);
        assertEq(prediction.oracleLatestRoundId(), 3, "round 3 used");
    }

    function test_aFeedGoingBackToAnOlderRoundIsRejected() public {
        MockAggregator mock = new MockAggregator();
        prediction = _deploy(mock);
        _genesisStart();
        vm.roll(1100);
        mock.set(10, PRICE, block.timestamp);
        vm.prank(operator);
        prediction.genesisLockRound();
        vm.roll(1200);
        mock.set(9, PRICE, block.timestamp);
        vm.prank(operator);
        vm.expectRevert(abi.encodeWithSelector(FlaskPrediction.OracleRoundNotIncreasing.selector, 9));
        prediction.executeRound();
    }

    function test_nonPositiveAndOversizedPricesAreRejected() public {
        _genesisStart();
        vm.roll(1100);
        int256[3] memory bad = [int256(0), -1, int256(type(int128).max) + 1];
        for (uint256 i; i < bad.length; ++i) {
            _submit(bad[i]);
            vm.prank(operator);
            vm.expectRevert(abi.encodeWithSelector(FlaskPrediction.InvalidOraclePrice.selector, bad[i]));
            prediction.genesisLockRound();
        }
        _genesisLock(1);
        assertEq(_round(1).lockPrice, 1, "the smallest positive price locks");
    }

    function test_aRevertingFeedLeavesTheRoundRefundable() public {
        MockAggregator mock = new MockAggregator();
        prediction = _deploy(mock);
        _genesisStart();
        _bet(alice, 1, true, 1 ether);
        vm.roll(1100);
        mock.set(1, PRICE, block.timestamp);
        vm.prank(operator);
        prediction.genesisLockRound();
        _bet(bob, 2, false, 2 ether);
        vm.roll(1200);
        mock.setReverts(true);
        vm.prank(operator);
        vm.expectRevert(bytes("feed down"));
        prediction.executeRound();
        vm.roll(1200 + BUFFER + 1); // neither round 1's end nor round 2's lock happened in time
        assertTrue(prediction.refundable(1, alice), "round 1 refundable");
        assertEq(_claim(alice, 1), 1 ether, "alice refunded");
        assertTrue(!prediction.refundable(2, bob), "round 2 only after its own end and buffer");
        vm.roll(1300 + BUFFER + 1);
        assertEq(_claim(bob, 2), 2 ether, "bob refunded");
    }

    // ---- payouts ----

    /// Round 1 with alice bull 1, bob bull 3, carol bear 2 (pot 6), locked at 600, closed at `close`.
    function _playRoundOne(int256 close) internal {
        _betRoundOne();
        _execute(close);
        vm.roll(block.number + 1);
    }

    /// Round 1's bets, its lock, and the roll to its end with the closing answer `close` published:
    /// the next call, executeRound, ends it.
    function _betRoundOne() internal {
        _genesisStart();
        _bet(alice, 1, true, 1 ether);
        _bet(bob, 1, true, 3 ether);
        _bet(carol, 1, false, 2 ether);
        _rollToLock();
        _genesisLock(PRICE);
        _rollToLock();
    }

    function _endRoundOneExpecting(int256 close, uint256 base, uint256 reward, uint256 toTreasury) internal {
        _submit(close);
        vm.expectEmit();
        emit FlaskPrediction.RewardsCalculated(1, base, reward, toTreasury);
        vm.prank(operator);
        prediction.executeRound();
        vm.roll(block.number + 1);
    }

    function test_bullWinsAndWinnersSplitThePotLessTheTreasuryShare() public {
        _betRoundOne();
        _endRoundOneExpecting(601e8, 4 ether, 5.82 ether, 0.18 ether);
        RoundView memory r = _round(1);
        assertEq(r.rewardBaseCalAmount, 4 ether, "base: the bull side");
        assertEq(r.rewardAmount, 5.82 ether, "97% of 6");
        assertEq(prediction.treasuryAmount(), 0.18 ether, "3% of 6");
        assertTrue(prediction.claimable(1, alice) && prediction.claimable(1, bob), "bulls won");
        assertTrue(!prediction.claimable(1, carol) && !prediction.refundable(1, carol), "carol lost");
        vm.expectEmit();
        emit FlaskPrediction.Claim(alice, 1, 1.455 ether);
        assertEq(_claim(alice, 1), 1.455 ether, "alice: 1 x 5.82 / 4");
        assertEq(_claim(bob, 1), 4.365 ether, "bob: 3 x 5.82 / 4");
        vm.prank(carol);
        uint256[] memory epochs = new uint256[](1);
        epochs[0] = 1;
        vm.expectRevert(abi.encodeWithSelector(FlaskPrediction.NotClaimable.selector, 1));
        prediction.claim(epochs);
        assertEq(address(prediction).balance, 0.18 ether, "only the treasury's share is left");
    }

    function test_bearWinsAndTakesTheWholeRewardAmount() public {
        _playRoundOne(599e8);
        assertEq(_round(1).rewardBaseCalAmount, 2 ether, "base: the bear side");
        assertTrue(!prediction.claimable(1, alice) && !prediction.claimable(1, bob), "bulls lost");
        assertEq(_claim(carol, 1), 5.82 ether, "carol: 2 x 5.82 / 2");
    }

    function test_payoutIsBetTimesRewardAmountOverBaseRoundedDown() public {
        _genesisStart();
        _bet(alice, 1, true, 1 ether + 1);
        _bet(bob, 1, true, 2 ether + 7);
        _bet(carol, 1, false, 0.333333333333333333 ether);
        _rollToLock();
        _genesisLock(PRICE);
        _rollToLock();
        _execute(PRICE + 1);
        vm.roll(block.number + 1);
        uint256 total = 3 ether + 8 + 0.333333333333333333 ether;
        uint256 reward = total * 97 / 100;
        uint256 base = 3 ether + 8;
        assertEq(_round(1).rewardAmount, reward, "reward amount");
        assertEq(prediction.treasuryAmount(), total - reward, "treasury share");
        uint256 paidAlice = _claim(alice, 1);
        uint256 paidBob = _claim(bob, 1);
        assertEq(paidAlice, (1 ether + 1) * reward / base, "alice exact");
        assertEq(paidBob, (2 ether + 7) * reward / base, "bob exact");
        assertLe(paidAlice + paidBob, reward, "rounding never overpays");
    }

    function test_aTiePaysTheHouse_noBetWinsAndTheTreasuryTakesThePot() public {
        _betRoundOne();
        _endRoundOneExpecting(PRICE, 0, 0, 6 ether); // close == lock
        RoundView memory r = _round(1);
        assertTrue(r.oracleCalled, "the round ended");
        assertEq(r.rewardBaseCalAmount, 0, "no winning side");
        assertEq(r.rewardAmount, 0, "nothing for bettors");
        assertEq(prediction.treasuryAmount(), 6 ether, "the whole pot to the house");
        address[3] memory bettors = [alice, bob, carol];
        uint256[] memory epochs = new uint256[](1);
        epochs[0] = 1;
        for (uint256 i; i < 3; ++i) {
            assertTrue(!prediction.claimable(1, bettors[i]), "no winner");
            assertTrue(!prediction.refundable(1, bettors[i]), "no refund either");
            vm.prank(bettors[i]);
            vm.expectRevert(abi.encodeWithSelector(FlaskPrediction.NotClaimable.selector, 1));
            prediction.claim(epochs);
        }
        prediction.claimTreasury();
        assertEq(treasury.balance, 6 ether, "treasury paid the pot");
    }

    function test_noBetOnTheWinningSidePaysTheHouse() public {
        _genesisStart();
        _bet(alice, 1, false, 1 ether);
        _bet(bob, 1, false, 2 ether);
        _rollToLock();
        _genesisLock(PRICE);
        _rollToLock();
        _execute(PRICE + 1); // bull wins, nobody bet bull
        vm.roll(block.number + 1);
        assertEq(_round(1).rewardBaseCalAmount, 0, "no base");
        assertEq(prediction.treasuryAmount(), 3 ether, "the house takes the pot");
        assertTrue(!prediction.claimable(1, alice) && !prediction.refundable(1, alice), "alice gets nothing");
    }

    function test_aRoundWithoutBetsEndsWithNothingToShare() public {
        _startAndLock();
        _rollToLock();
        _execute(PRICE + 5);
        RoundView memory r = _round(1);
        assertTrue(r.oracleCalled && r.totalAmount == 0 && r.rewardAmount == 0, "empty round");
        assertEq(prediction.treasuryAmount(), 0, "nothing for the house");
    }

    // ---- claims ----

    function test_claimPaysSeveralEpochsInOneTransfer() public {
        Bettor player = new Bettor(prediction);
        vm.deal(address(player), 10 ether);
        _genesisStart();
        player.betBull{value: 1 ether}(1);
        _bet(alice, 1, false, 1 ether);
        _rollToLock();
        _genesisLock(PRICE);
        player.betBear{value: 2 ether}(2);
        _bet(alice, 2, true, 2 ether);
        _rollToLock();
        _execute(PRICE + 10); // round 1: bull wins
        player.betBull{value: 1 ether}(3);
        _rollToLock();
        _execute(PRICE); // round 2: bear wins (610 -> 600)
        vm.roll(_round(3).endBlock + BUFFER + 1); // round 3 never ends: refundable
        uint256[] memory epochs = new uint256[](3);
        (epochs[0], epochs[1], epochs[2]) = (1, 2, 3);
        uint256 before = address(player).balance;
        vm.expectEmit();
        emit FlaskPrediction.Claim(address(player), 1, 1.94 ether);
        vm.expectEmit();
        emit FlaskPrediction.Claim(address(player), 2, 3.88 ether);
        vm.expectEmit();
        emit FlaskPrediction.Claim(address(player), 3, 1 ether);
        player.claim(epochs);
        assertEq(address(player).balance - before, 1.94 ether + 3.88 ether + 1 ether, "all three");
        assertEq(player.transfersReceived(), 1, "one transfer");
        for (uint256 i; i < 3; ++i) {
            (,, bool claimed) = _bets(epochs[i], address(player));
            assertTrue(claimed, "marked claimed");
        }
    }

    function test_noClaimBeforeTheRoundEnds() public {
        uint256[] memory epochs = new uint256[](1);
        epochs[0] = 1;
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(FlaskPrediction.RoundNotEnded.selector, 1));
        prediction.claim(epochs);
        _genesisStart();
        _bet(alice, 1, true, 1 ether);
        vm.roll(1200); // the end block itself
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(FlaskPrediction.RoundNotEnded.selector, 1));
        prediction.claim(epochs);
    }

    /// executeRound may settle a round in its end block, where claim still refuses: the view must agree.
    function test_claimableOnlyAfterTheEndBlock() public {
        _genesisStart();
        _bet(alice, 1, true, 1 ether);
        _bet(bob, 1, false, 1 ether);
        _rollToLock();
        _genesisLock(PRICE);
        _rollToLock(); // round 1's end block
        _execute(PRICE + 1);
        assertTrue(!prediction.claimable(1, alice), "not in the end block");
        uint256[] memory epochs = new uint256[](1);
        epochs[0] = 1;
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(FlaskPrediction.RoundNotEnded.selector, 1));
        prediction.claim(epochs);
        vm.roll(block.number + 1);
        assertTrue(prediction.claimable(1, alice), "claimable after it");
        assertGt(_claim(alice, 1), 1 ether, "alice won");
    }

    function test_noClaimTwice() public {
        _playRoundOne(601e8);
        _claim(alice, 1);
        uint256[] memory epochs = new uint256[](1);
        epochs[0] = 1;
        assertTrue(!prediction.claimable(1, alice), "claimed");
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(FlaskPrediction.NotClaimable.selector, 1));
        prediction.claim(epochs);
        uint256[] memory twice = new uint256[](2);
        (twice[0], twice[1]) = (1, 1);
        vm.prank(bob);
        vm.expectRevert(abi.encodeWithSelector(FlaskPrediction.NotClaimable.selector, 1));
        prediction.claim(twice);
        assertEq(_claim(bob, 1), 4.365 ether, "bob still gets his one payout");
    }

    function test_aClaimCannotReenter() public {
        Bettor player = new Bettor(prediction);
        vm.deal(address(player), 10 ether);
        _genesisStart();
        player.betBull{value: 1 ether}(1);
        _rollToLock();
        _genesisLock(PRICE);
        _rollToLock();
        _execute(PRICE + 1);
        vm.roll(block.number + 1);
        uint256[] memory epochs = new uint256[](1);
        epochs[0] = 1;
        player.setReenters(epochs);
        vm.expectRevert(FlaskPrediction.TransferFailed.selector);
        player.claim(epochs);
        player.setRefuses(true);
        vm.expectRevert(FlaskPrediction.TransferFailed.selector);
        player.claim(epochs);
        assertTrue(prediction.claimable(1, address(player)), "still claimable after the failed attempts");
    }

    function test_claimsStayOpenWhilePaused() public {
        _playRoundOne(601e8);
        vm.prank(owner);
        prediction.pause();
        assertEq(_claim(alice, 1), 1.455 ether, "claimed while paused");
        prediction.claimTreasury();
        assertEq(treasury.balance, 0.18 ether, "treasury too");
    }

    // ---- cancellations and refunds ----

    function test_aRoundNotLockedInTimeIsRefundedAfterItsEndAndBuffer() public {
        _genesisStart();
        _bet(alice, 1, true, 1 ether);
        _bet(bob, 1, false, 0.5 ether);
        vm.roll(1200 + BUFFER);
        assertTrue(!prediction.refundable(1, alice), "not before end + buffer");
        vm.roll(1200 + BUFFER + 1);
        assertTrue(prediction.refundable(1, alice) && !prediction.claimable(1, alice), "refundable");
        assertTrue(!prediction.refundable(1, carol), "carol did not bet");
        vm.expectEmit();
        emit FlaskPrediction.Claim(alice, 1, 1 ether);
        assertEq(_claim(alice, 1), 1 ether, "alice's bet back");
        assertEq(_claim(bob, 1), 0.5 ether, "bob's bet back");
        assertTrue(!prediction.refundable(1, alice), "refunded once");
        uint256[] memory epochs = new uint256[](1);
        epochs[0] = 1;
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(FlaskPrediction.NotClaimable.selector, 1));
        prediction.claim(epochs);
        assertEq(prediction.treasuryAmount(), 0, "the house takes nothing from a canceled round");
    }

    function test_aRoundLockedButNotClosedInTimeIsRefunded() public {
        _genesisStart();
        _rollToLock();
        _genesisLock(PRICE);
        _bet(alice, 2, true, 1 ether);
        _bet(bob, 2, false, 1 ether);
        _rollToLock();
        _execute(PRICE); // round 2 locked at 1200, ends at 1300
        vm.roll(1300 + BUFFER + 1); // round 3's lock (and round 2's end) missed
        assertTrue(prediction.refundable(2, alice) && prediction.refundable(2, bob), "refundable");
        assertEq(_claim(alice, 2), 1 ether, "alice");
        assertEq(_claim(bob, 2), 1 ether, "bob");
    }

    function test_executeRoundPastThePreviousBufferCancelsThePreviousRound() public {
        _genesisStart();
        _bet(alice, 1, true, 1 ether);
        _bet(bob, 1, false, 3 ether);
        vm.roll(1110); // locked 10 blocks late: round 2 locks at 1210, round 1's end window is 1200..1220
        _genesisLock(PRICE);
        _bet(carol, 2, true, 1 ether);
        vm.roll(1210 + 11); // inside round 2's lock window, past round 1's end window
        _submit(PRICE + 1);
        logs.recordLogs();
        vm.prank(operator);
        prediction.executeRound();
        assertEq(logs.getRecordedLogs().length, 2, "only LockRound and StartRound");
        assertTrue(!_round(1).oracleCalled, "round 1 not settled at a late price");
        assertEq(_round(2).lockPrice, PRICE + 1, "round 2 locked");
        assertEq(prediction.treasuryAmount(), 0, "no treasury share from round 1");
        assertEq(_claim(alice, 1), 1 ether, "alice refunded");
        assertEq(_claim(bob, 1), 3 ether, "bob refunded");
        // Round 2 goes on normally.
        vm.roll(_round(3).lockBlock);
        _execute(PRICE + 2);
        vm.roll(block.number + 1);
        assertEq(_claim(carol, 2), 0.97 ether, "round 2 settles");
    }

    // ---- the treasury ----

    function test_theTreasuryClaimsOnlyItsShare() public {
        _playRoundOne(601e8);
        assertEq(address(prediction).balance, 6 ether, "the pot");
        vm.expectEmit();
        emit FlaskPrediction.TreasuryClaim(treasury, 0.18 ether);
        vm.prank(carol); // anyone may trigger it; it pays the treasury only
        prediction.claimTreasury();
        assertEq(treasury.balance, 0.18 ether, "the share");
        assertEq(prediction.treasuryAmount(), 0, "reset");
        assertEq(address(prediction).balance, 5.82 ether, "the winners' money stays");
        prediction.claimTreasury();
        assertEq(treasury.balance, 0.18 ether, "nothing twice");
        assertEq(_claim(alice, 1) + _claim(bob, 1), 5.82 ether, "winners paid in full");
    }

    // ---- the owner ----

    function test_theOwnerSetsOperatorTreasuryAndMinimumBet() public {
        vm.startPrank(owner);
        vm.expectEmit();
        emit FlaskPrediction.NewOperator(bob);
        prediction.setOperator(bob);
        vm.expectEmit();
        emit FlaskPrediction.NewTreasury(carol);
        prediction.setTreasury(carol);
        vm.expectEmit();
        emit FlaskPrediction.NewMinBetAmount(0.01 ether);
        prediction.setMinBetAmount(0.01 ether);
        vm.expectRevert(FlaskPrediction.ZeroAddress.selector);
        prediction.setOperator(address(0));
        vm.expectRevert(FlaskPrediction.ZeroAddress.selector);
        prediction.setTreasury(address(0));
        vm.expectRevert(FlaskPrediction.InvalidMinBetAmount.selector);
        prediction.setMinBetAmount(0);
        vm.expectRevert(FlaskPrediction.InvalidMinBetAmount.selector);
        prediction.setMinBetAmount(uint256(type(uint96).max) + 1);
        prediction.setMinBetAmount(type(uint96).max);
        assertEq(prediction.minBetAmount(), type(uint96).max, "largest minimum");
        vm.stopPrank();
        assertEq(prediction.operator(), bob, "operator");
        assertEq(prediction.treasury(), carol, "treasury");
        vm.prank(bob);
        prediction.genesisStartRound(); // the new operator runs rounds
        vm.prank(operator);
        vm.expectRevert(FlaskPrediction.NotOperator.selector);
        prediction.genesisLockRound();
    }

    function test_onlyTheOwnerUsesOwnerPowers() public {
        bytes memory unauthorized = abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, operator);
        vm.startPrank(operator);
        vm.expectRevert(unauthorized);
        prediction.pause();
        vm.expectRevert(unauthorized);
        prediction.unpause();
        vm.expectRevert(unauthorized);
        prediction.setOperator(operator);
        vm.expectRevert(unauthorized);
        prediction.setTreasury(operator);
        vm.expectRevert(unauthorized);
        prediction.setMinBetAmount(1);
        vm.stopPrank();
    }

    function test_pauseAndUnpause() public {
        vm.startPrank(owner);
        vm.expectEmit();
        emit Pausable.Paused(owner);
        prediction.pause();
        assertTrue(prediction.paused(), "paused");
        vm.expectRevert(Pausable.EnforcedPause.selector);
        prediction.pause();
        prediction.unpause();
        vm.expectRevert(Pausable.ExpectedPause.selector);
        prediction.unpause();
        vm.stopPrank();
        assertTrue(!prediction.paused(), "unpaused");
    }

    function test_aPauseOverAWindowEndsInARestartAndRefunds() public {
        _startAndLock();
        _bet(alice, 2, true, 1 ether);
        vm.prank(owner);
        prediction.pause();
        vm.roll(1200 + BUFFER + 1);
        vm.prank(owner);
        prediction.unpause();
        _submit(PRICE);
        vm.prank(operator);
        vm.expectRevert(abi.encodeWithSelector(FlaskPrediction.OutsideLockWindow.selector, 2));
        prediction.executeRound();
        _genesisStart();
        vm.roll(1300 + BUFFER + 1);
        assertEq(_claim(alice, 2), 1 ether, "the bet of the missed round comes back");
    }

    function test_ownershipMovesInTwoSteps() public {
        vm.prank(owner);
        prediction.transferOwnership(bob);
        assertEq(prediction.owner(), owner, "unchanged until accepted");
        assertEq(prediction.pendingOwner(), bob, "pending");
        vm.prank(carol);
        vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, carol));
        prediction.acceptOwnership();
        vm.prank(bob);
        prediction.acceptOwnership();
        assertEq(prediction.owner(), bob, "bob owns it");
        vm.prank(owner);
        vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, owner));
        prediction.pause();
    }

    /// The lengths are immutable: no setter exists, even for the owner while paused.
    function test_theRoundLengthsCannotChange() public {
        vm.startPrank(owner);
        prediction.pause();
        (bool ok,) = address(prediction).call(abi.encodeWithSignature("setIntervalAndBuffer(uint256,uint256)", 50, 40));
        assertTrue(!ok, "a setter answered");
        prediction.unpause();
        vm.stopPrank();
        assertEq(prediction.intervalBlocks(), INTERVAL, "interval");
        assertEq(prediction.bufferBlocks(), BUFFER, "buffer");
        _genesisStart();
        assertEq(_round(1).lockBlock - _round(1).startBlock, INTERVAL, "rounds use the deployed length");
    }
}
