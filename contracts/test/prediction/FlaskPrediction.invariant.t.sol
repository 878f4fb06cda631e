// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {FlaskPrediction} from "../../src/prediction/FlaskPrediction.sol";
import {Test} from "../utils/Test.sol";
import {MockAggregator} from "./mocks/MockAggregator.sol";

/// Drives the prediction with bettors (bets, claims of wins and refunds, claims that must fail),
/// the operator (genesis start and lock, execute, on time or not), the oracle (good answers,
/// non-positive prices, stale answers, round ids going back, a feed that reverts), the owner
/// (pause, unpause, minimum bet, a new operator, a new treasury) and anyone's claimTreasury, in
/// any order, and keeps a ghost ledger of every wei in and out.
contract PredictionHandler is Test {
    FlaskPrediction public immutable prediction;
    MockAggregator public immutable feed;
    address public immutable owner;
    address[2] public operators;
    address[2] public treasuries;
    /// Who the owner last made operator and treasury (the handler's own record, not the contract's).
    address public currentOperator;
    address public currentTreasury;
    address[] public actors;

    uint80 private _feedRound;
    int256 private _feedPrice = 600e8;

    uint256 public ghostBets;
    uint256 public ghostClaimed;
    uint256 public ghostTreasuryPaid;
    mapping(uint256 epoch => uint256) public ghostPaidInRound;
    mapping(uint256 epoch => mapping(address account => bool)) public ghostClaimedBet;
    /// What the runs covered (read by the coverage check below).
    uint256 public betsPlaced;
    uint256 public winsClaimed;
    uint256 public refundsClaimed;
    uint256 public roundsEnded;
    bool public paidTwice;
    bool public claimMismatch;
    /// An operator the owner replaced started, locked or ended a round.
    bool public formerOperatorActed;

    constructor(FlaskPrediction prediction_, MockAggregator feed_, address owner_, address operator_) {
        prediction = prediction_;
        feed = feed_;
        owner = owner_;
        operators = [operator_, makeAddr("operator2")];
        treasuries = [prediction_.treasury(), makeAddr("treasury2")];
        currentOperator = operator_;
        currentTreasury = treasuries[0];
        for (uint256 i; i < 4; ++i) {
            address actor = makeAddr(string.concat("bettor", vm.toString(i)));
            actors.push(actor);
            vm.deal(actor, 1e30);
        }
        _answer(_feedPrice);
    }

    function actorCount() external view returns (uint256) {
        return actors.length;
    }

    // ---- bettors ----

    /// Each actor whose bit is set in `who` (all when none is) bets, on a side and an amount drawn
    /// from `seed`; one time in eight on the previous round, which must revert.
    function bet(uint256 who, uint256 seed) external {
        uint256 epoch = prediction.currentEpoch();
        if (seed % 8 == 0) epoch = epoch == 0 ? 1 : epoch - 1;
        if (who & 15 == 0) who = 15;
        for (uint256 i; i < actors.length; ++i) {
            if ((who >> i) & 1 == 0) continue;
            uint256 draw = uint256(keccak256(abi.encode(seed, i)));
            // One in four near the minimum (some below it, which must revert), the rest up to 10,000 BNB.
            uint256 amount = draw % 4 == 0 ? bound(draw >> 8, 0, 0.002 ether) : bound(draw >> 8, 0.001 ether, 1e22);
            _placeBet(actors[i], epoch, (draw >> 128) & 1 == 0, amount);
        }
    }

    function _placeBet(address actor, uint256 epoch, bool bull, uint256 amount) private {
        vm.prank(actor);
        if (bull) {
            try prediction.betBull{value: amount}(epoch) {
                ghostBets += amount;
                ++betsPlaced;
            } catch {}
        } else {
            try prediction.betBear{value: amount}(epoch) {
                ghostBets += amount;
                ++betsPlaced;
            } catch {}
        }
    }

    /// Claims every win and refund the views report for the actor, among the last rounds; with
    /// `withOther` set, adds a round the views call not claimable, which must make the call fail.
    function claim(uint256 actorSeed, bool withOther, uint256 otherSeed) external {
        _claim(actors[actorSeed % actors.length], withOther, otherSeed);
    }

    function _claim(address actor, bool withOther, uint256 otherSeed) private {
        uint256 last = prediction.currentEpoch();
        uint256[] memory epochs = new uint256[](12);
        uint256 count;
        uint256 expected;
        for (uint256 epoch = last > 10 ? last - 10 : 1; epoch <= last; ++epoch) {
            uint256 due = _due(epoch, actor);
            if (due == type(uint256).max) continue;
            epochs[count++] = epoch;
            expected += due;
        }
        uint256 other;
        if (withOther && last != 0) {
            other = bound(otherSeed, 1, last);
            if (_due(other, actor) == type(uint256).max) epochs[count++] = other;
            else other = 0;
        }
        assembly {
            mstore(epochs, count)
        }
        uint256 before = actor.balance;
        vm.prank(actor);
        try prediction.claim(epochs) {
            if (other != 0) paidTwice = true; // a round with nothing due was paid
            uint256 received = actor.balance - before;
            if (received != expected) claimMismatch = true;
            ghostClaimed += received;
            for (uint256 i; i < count; ++i) {
                if (ghostClaimedBet[epochs[i]][actor]) paidTwice = true;
                ghostClaimedBet[epochs[i]][actor] = true;
                (,,,,,,,,,,, bool oracleCalled) = prediction.rounds(epochs[i]);
                if (oracleCalled) ++winsClaimed;
                else ++refundsClaimed;
                ghostPaidInRound[epochs[i]] += _payoutOf(epochs[i], actor);
            }
        } catch {
            if (other == 0 && count != 0) claimMismatch = true; // every listed round was due
        }
    }

    function claimTreasury() external {
        uint256 before = currentTreasury.balance;
        prediction.claimTreasury();
        ghostTreasuryPaid += currentTreasury.balance - before;
    }

    // ---- operator and oracle ----

    /// The operator's next step, taken at the current round's lock block plus a delay that is
    /// mostly within the buffer and one time in eight past it (then a restart follows):
    /// genesisStartRound when no round can be locked, else genesisLockRound once per run, else
    /// executeRound, each with a fresh oracle answer that repeats the last price a third of the time.
    function operate(uint256 delay, int256 move) external {
        uint256 epoch = prediction.currentEpoch();
        (,, uint256 lockBlock,,,,,,,,,) = prediction.rounds(epoch);
        uint256 target = lockBlock + (delay % 8 == 0 ? bound(delay >> 8, 21, 150) : bound(delay >> 8, 0, 20));
        if (epoch != 0 && block.number < target) _rollTo(target);
        // Half the time a bettor's claim lands in the same block, before the operator's call.
        if ((delay >> 16) % 2 == 0) _claim(actors[(delay >> 17) % actors.length], false, 0);
        _answer(_nextPrice(move));
        bool genesisLocked = prediction.genesisLockOnce();
        // One time in eight the operator the owner replaced tries first: it must be refused.
        if ((delay >> 24) % 8 == 0) _tryAsFormerOperator();
        vm.prank(currentOperator);
        if (epoch == 0 || block.number > lockBlock + 20) {
            try prediction.genesisStartRound() {} catch {}
        } else if (!genesisLocked) {
            try prediction.genesisLockRound() {} catch {}
        } else {
            try prediction.executeRound() {
                ++roundsEnded;
            } catch {}
        }
    }

    /// What the operator meets when the feed misbehaves; kind picks how.
    function badOracle(uint256 kind, int256 price) external {
        kind %= 4;
        if (kind == 0) _answer(-int256(bound(uint256(price < 0 ? -(price + 1) : price), 0, 1e12))); // <= 0
        else if (kind == 1) feed.set(_feedRound, _feedPrice, block.timestamp); // the same round again
        else if (kind == 2) feed.set(++_feedRound, _feedPrice, block.timestamp - 301); // stale
        else feed.setReverts(true);
        vm.prank(currentOperator);
        try prediction.executeRound() {
            ++roundsEnded;
        } catch {}
        vm.prank(currentOperator);
        try prediction.genesisLockRound() {} catch {}
        feed.setReverts(false);
    }

    /// Moves time on within a round, or (one time in eight) past a whole window.
    function roll(uint256 blocks) external {
        _rollTo(block.number + (blocks % 8 == 0 ? bound(blocks, 20, 250) : bound(blocks, 1, 40)));
    }

    // ---- owner ----

    /// Unpauses when paused; pauses one time in three otherwise (so most of a run is unpaused).
    function togglePause(uint256 seed) external {
        bool paused = prediction.paused();
        if (!paused && seed % 3 != 0) return;
        vm.prank(owner);
        if (paused) prediction.unpause();
        else prediction.pause();
    }

    /// The owner hands the operator's role to the other operator key.
    function setOperator(uint256 seed) external {
        currentOperator = operators[seed % 2];
        vm.prank(owner);
        prediction.setOperator(currentOperator);
    }

    /// The owner moves the treasury: what claimTreasury pays afterwards goes to the new one.
    function setTreasury(uint256 seed) external {
        currentTreasury = treasuries[seed % 2];
        vm.prank(owner);
        prediction.setTreasury(currentTreasury);
    }

    function _tryAsFormerOperator() private {
        address former = operators[0] == currentOperator ? operators[1] : operators[0];
        vm.startPrank(former);
        try prediction.genesisStartRound() {
            formerOperatorActed = true;
        } catch {}
        try prediction.executeRound() {
            formerOperatorActed = true;
        } catch {}
        vm.stopPrank();
    }

    function setMinBetAmount(uint256 amount) external {
        vm.prank(owner);
        prediction.setMinBetAmount(bound(amount, 1, 0.002 ether));
    }

    // ---- helpers ----

    /// What a claim of `epoch` pays `account` now, or type(uint256).max when it must revert.
    function _due(uint256 epoch, address account) private view returns (uint256) {
        if (prediction.claimable(epoch, account)) return _payoutOf(epoch, account);
        if (prediction.refundable(epoch, account)) {
            (, uint256 amount,) = prediction.ledger(epoch, account);
            return amount;
        }
        return type(uint256).max;
    }

    function _payoutOf(uint256 epoch, address account) private view returns (uint256) {
        (, uint256 amount,) = prediction.ledger(epoch, account);
        (,,,,,,,,, uint256 base, uint256 reward, bool oracleCalled) = prediction.rounds(epoch);
        return oracleCalled ? amount * reward / base : amount;
    }

    function _rollTo(uint256 target) private {
        vm.warp(block.timestamp + 3 * (target - block.number));
        vm.roll(target);
    }

    function _nextPrice(int256 move) private returns (int256) {
        // A third of the answers repeat the last price, so ties (house rounds) happen often.
        int256 step = move % 3 == 0 ? int256(0) : move % 50e8;
        _feedPrice = _feedPrice + step > 0 ? _feedPrice + step : int256(1);
        return _feedPrice;
    }

    function _answer(int256 price) private {
        feed.set(++_feedRound, price, block.timestamp);
    }
}

contract FlaskPredictionInvariantTest is Test {
    FlaskPrediction internal prediction;
    MockAggregator internal feed;
    PredictionHandler internal handler;
    address internal owner = makeAddr("owner");
    address internal operator = makeAddr("operator");
    address internal treasury = makeAddr("treasury");

    function setUp() public {
        vm.warp(1_700_000_000);
        vm.roll(1000);
        feed = new MockAggregator();
        prediction = new FlaskPrediction(feed, 300, 97, 100, 20, 0.001 ether, owner, operator, treasury);
        handler = new PredictionHandler(prediction, feed, owner, operator);
        targetContract(address(handler));
    }

    /// forge-config: default.invariant.depth = 100
    /// Every wei that came in as a bet is either still held or was paid out by a claim.
    function invariant_ghostLedgerMatchesTheBalance() public view {
        assertEq(
            address(prediction).balance,
            handler.ghostBets() - handler.ghostClaimed() - handler.ghostTreasuryPaid(),
            "balance = bets - claims - treasury"
        );
    }

    /// forge-config: default.invariant.depth = 100
    function invariant_onlyTheCurrentOperatorRunsRounds() public view {
        assertTrue(!handler.formerOperatorActed(), "a replaced operator started or ended a round");
    }

    /// forge-config: default.invariant.depth = 100
    function invariant_noBetIsPaidTwice() public view {
        assertTrue(!handler.paidTwice(), "a bet was paid twice or a round with nothing due paid");
        assertTrue(!handler.claimMismatch(), "a claim paid other than what the views said was due");
    }

    /// forge-config: default.invariant.depth = 100
    /// Balance >= unclaimed winnings + every unclaimed bet of an unsettled round + treasuryAmount;
    /// per settled round: payouts made + payouts due + the treasury's share <= the pot.
    function invariant_solventAndWithinEveryPot() public view {
        uint256 owed = prediction.treasuryAmount();
        uint256 last = prediction.currentEpoch();
        for (uint256 epoch = 1; epoch <= last; ++epoch) {
            (,,,,,, uint256 total,,,, uint256 reward, bool oracleCalled) = prediction.rounds(epoch);
            uint256 dueInRound;
            for (uint256 i; i < handler.actorCount(); ++i) {
                address actor = handler.actors(i);
                (, uint256 amount, bool claimed) = prediction.ledger(epoch, actor);
                assertEq(claimed, handler.ghostClaimedBet(epoch, actor), "ledger claimed = ghost");
                if (claimed || amount == 0) continue;
                if (!oracleCalled) dueInRound += amount;
                else if (prediction.claimable(epoch, actor)) dueInRound += _payout(epoch, amount);
            }
            owed += dueInRound;
            uint256 paid = handler.ghostPaidInRound(epoch);
            if (oracleCalled) {
                assertLe(paid + dueInRound + (total - reward), total, "payouts + treasury share <= pot");
                assertLe(paid + dueInRound, reward, "payouts <= reward amount");
            } else {
                assertEq(paid + dueInRound, total, "an unsettled round owes exactly its bets");
            }
        }
        assertGe(address(prediction).balance, owed, "solvent");
    }

    /// forge-config: default.invariant.depth = 100
    /// Once every unsettled round is past its buffer, each of its bettors gets exactly the bet back
    /// and every winner the payout, in one claim each, and the treasury its share.
    function invariant_everyCanceledBetComesBackExactly() public {
        uint256 snapshot = vm.snapshotState();
        vm.roll(block.number + 1000);
        uint256 last = prediction.currentEpoch();
        for (uint256 i; i < handler.actorCount(); ++i) {
            address actor = handler.actors(i);
            for (uint256 epoch = 1; epoch <= last; ++epoch) {
                (, uint256 amount, bool claimed) = prediction.ledger(epoch, actor);
                (,,,,,,,,,,, bool oracleCalled) = prediction.rounds(epoch);
                if (claimed || amount == 0) continue;
                bool due = oracleCalled ? prediction.claimable(epoch, actor) : true;
                if (!due) continue;
                assertTrue(oracleCalled || prediction.refundable(epoch, actor), "an unsettled bet is refundable");
                uint256 expected = oracleCalled ? _payout(epoch, amount) : amount;
                uint256[] memory epochs = new uint256[](1);
                epochs[0] = epoch;
                uint256 before = actor.balance;
                vm.prank(actor);
                prediction.claim(epochs);
                assertEq(actor.balance - before, expected, "exactly the bet back or the payout");
            }
        }
        uint256 share = prediction.treasuryAmount();
        prediction.claimTreasury();
        assertEq(prediction.treasuryAmount(), 0, "treasury paid");
        assertLt(address(prediction).balance, 1e6, "only rounding dust is left");
        assertGe(address(prediction).balance + share, share, "no underflow");
        vm.revertToState(snapshot);
    }

    function _payout(uint256 epoch, uint256 amount) private view returns (uint256) {
        (,,,,,,,,, uint256 base, uint256 reward,) = prediction.rounds(epoch);
        return amount * reward / base;
    }
}
