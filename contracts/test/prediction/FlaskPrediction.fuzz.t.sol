// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {PredictionFixture} from "./PredictionFixture.sol";

/// Random bets, sides and prices in one round: the payouts follow the formula to the wei and,
/// with the treasury's share, never exceed the pot.
contract FlaskPredictionFuzzTest is PredictionFixture {
    address[6] internal bettors;

    function setUp() public override {
        super.setUp();
        for (uint256 i; i < bettors.length; ++i) {
            bettors[i] = makeAddr(string.concat("bettor", vm.toString(i)));
            vm.deal(bettors[i], 1e27);
        }
        vm.deal(alice, 1e27);
        vm.deal(bob, 1e27);
        vm.deal(carol, 1e27);
    }

    function testFuzz_payoutsNeverExceedThePot(uint256[6] memory amounts, uint256 sides, uint256 lock, uint256 close)
        public
    {
        lock = bound(lock, 1, 1e14);
        // A tie one run in four: the fuzzer would rarely pick two equal prices by itself.
        close = (sides >> 8) % 4 == 0 ? lock : bound(close, 1, 1e14);
        _genesisStart();
        uint256 pot;
        for (uint256 i; i < bettors.length; ++i) {
            if (amounts[i] % 5 == 0) continue; // some accounts sit the round out
            amounts[i] = bound(amounts[i], MIN_BET, 1e26);
            _bet(bettors[i], 1, (sides >> i) & 1 == 0, amounts[i]);
            pot += amounts[i];
        }
        _rollToLock();
        _genesisLock(int256(lock));
        _rollToLock();
        _execute(int256(close));
        vm.roll(block.number + 1);

        RoundView memory r = _round(1);
        assertEq(r.totalAmount, pot, "pot");
        assertEq(r.rewardAmount + prediction.treasuryAmount(), pot, "reward + treasury share = pot");
        uint256 paid;
        for (uint256 i; i < bettors.length; ++i) {
            bool won = prediction.claimable(1, bettors[i]);
            (uint8 position, uint256 amount,) = _bets(1, bettors[i]);
            bool onWinningSide = (close > lock && position == 0) || (close < lock && position == 1);
            assertEq(won, amount != 0 && onWinningSide, "claimable exactly for winning bets");
            if (!won) continue;
            uint256 payout = _claim(bettors[i], 1);
            assertEq(payout, amount * r.rewardAmount / r.rewardBaseCalAmount, "pro rata");
            // Two roundings down (the reward amount, then the share) cost at most 1 wei.
            assertGe(payout + 1, amount * REWARD_RATE / 100, "a winner gets 97% of the bet back at least");
            paid += payout;
        }
        assertLe(paid, r.rewardAmount, "payouts within the reward amount");
        if (close == lock) assertEq(prediction.treasuryAmount(), pot, "a tie pays the house");
        prediction.claimTreasury();
        assertEq(paid + treasury.balance + address(prediction).balance, pot, "every wei accounted for");
        assertLt(address(prediction).balance, bettors.length, "at most 1 wei of rounding dust per winner");
    }

    function testFuzz_twoWinnersSplitExactlyProRata(uint128 first, uint128 second, uint128 loser) public {
        uint256 a = bound(first, MIN_BET, 1e26);
        uint256 b = bound(second, MIN_BET, 1e26);
        uint256 c = bound(loser, MIN_BET, 1e26);
        _genesisStart();
        _bet(alice, 1, false, a);
        _bet(bob, 1, false, b);
        _bet(carol, 1, true, c);
        _rollToLock();
        _genesisLock(PRICE);
        _rollToLock();
        _execute(PRICE - 1);
        vm.roll(block.number + 1);
        uint256 reward = (a + b + c) * REWARD_RATE / 100;
        uint256 paidA = _claim(alice, 1);
        uint256 paidB = _claim(bob, 1);
        assertEq(paidA, a * reward / (a + b), "alice");
        assertEq(paidB, b * reward / (a + b), "bob");
        assertLe(reward - paidA - paidB, 1, "rounding leaves at most 1 wei");
        assertEq(prediction.treasuryAmount(), a + b + c - reward, "treasury share");
    }
}
