// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {LotteryFixture} from "./LotteryFixture.sol";

/// Marginal gas of a ticket: (buy 100 − buy 1) / 99, in a round on fresh storage and in a later
/// round whose prefix slots an earlier round already wrote (the steady state).
contract FlaskLotteryGasTest is LotteryFixture {
    function numbers(uint256 count, uint256 seed) internal pure returns (uint32[] memory list) {
        list = new uint32[](count);
        for (uint256 i; i < count; ++i) {
            list[i] = uint32(1_000_000 + uint256(keccak256(abi.encode(seed, i))) % 1_000_000);
        }
    }

    function measure(uint256 lotteryId, uint256 seed) internal returns (uint256 single, uint256 hundred) {
        uint32[] memory first = numbers(1, seed);
        uint32[] memory many = numbers(100, seed + 1);
        vm.prank(alice);
        uint256 before = gasleft();
        lottery.buyTickets(lotteryId, first);
        single = before - gasleft();
        vm.prank(bob);
        before = gasleft();
        lottery.buyTickets(lotteryId, many);
        hundred = before - gasleft();
    }

    function test_gasPerExtraTicket() public {
        uint256 lotteryId = start();
        // Someone bought before: the round's counters by first digit exist, as in any live round.
        buy(alice, lotteryId, numbers(20, 99));
        (uint256 single, uint256 hundred) = measure(lotteryId, 1);
        uint256 marginalFresh = (hundred - single) / 99;
        emit log_named_uint("buy 1 ticket (fresh storage)", single);
        emit log_named_uint("buy 100 tickets (fresh storage)", hundred);
        emit log_named_uint("gas per extra ticket (fresh storage)", marginalFresh);
        assertLe(marginalFresh, 60_000, "fresh round: at most 60k gas per extra ticket");

        // Ten more rounds with 1,000 tickets each, then measure again.
        for (uint256 round; round < 10; ++round) {
            closeAndDraw(lotteryId, 1_123_456);
            lotteryId = start();
            for (uint256 b; b < 10; ++b) {
                buy(alice, lotteryId, numbers(100, 1000 + round * 10 + b));
            }
        }
        (single, hundred) = measure(lotteryId, 5);
        uint256 marginalLater = (hundred - single) / 99;
        emit log_named_uint("gas per extra ticket (after 10 rounds of 1,000 tickets)", marginalLater);
        assertLe(marginalLater, marginalFresh, "reused prefix slots cost less");
    }

    event log_named_uint(string key, uint256 val);
}
