// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {PredictionFixture} from "./PredictionFixture.sol";

/// Gas of the bettor's and the operator's calls as a real transaction meets them: cold storage
/// (vm.cool), after twelve played rounds in which alice won every round on the bull side and bob
/// bet bear, with round 14 open and both sides already bet in it. Figures (the call alone,
/// without the 21,000 base and calldata) go to snapshots/PredictionGasTest.json; the whole
/// transactions on anvil are in bench/results/prediction.md.
contract PredictionGasTest is PredictionFixture {
    function setUp() public override {
        super.setUp();
        _genesisStart();
        int256 price = PRICE;
        for (uint256 round = 1; round <= 13; ++round) {
            _bet(alice, round, true, 1 ether);
            _bet(bob, round, false, 1 ether);
            _rollToLock();
            price += 1e8; // up every round: bull wins
            if (round == 1) _genesisLock(price);
            else _execute(price);
        }
        _bet(carol, 14, true, 0.5 ether);
        _bet(bob, 14, false, 0.5 ether);
        vm.roll(block.number + 1);
    }

    function _cold() private {
        vm.cool(address(prediction));
        vm.cool(address(feed));
    }

    function test_gas_betBull() public {
        _cold();
        _bet(alice, 14, true, 1 ether);
        assertLt(vm.snapshotGasLastCall("betBull"), 80_000, "betBull");
    }

    function test_gas_betBear() public {
        _cold();
        _bet(alice, 14, false, 1 ether);
        assertLt(vm.snapshotGasLastCall("betBear"), 80_000, "betBear");
    }

    function test_gas_firstBetOfARound() public {
        _rollToLock();
        _execute(PRICE);
        _cold();
        _bet(alice, 15, true, 1 ether);
        assertLt(vm.snapshotGasLastCall("betBull, first bet of the round"), 80_000, "first bet");
    }

    function test_gas_claimOneEpoch() public {
        uint256[] memory epochs = new uint256[](1);
        epochs[0] = 1;
        _cold();
        vm.prank(alice);
        prediction.claim(epochs);
        assertLt(vm.snapshotGasLastCall("claim, 1 epoch"), 80_000, "claim 1");
    }

    function test_gas_claimTenEpochs() public {
        uint256[] memory epochs = new uint256[](10);
        for (uint256 i; i < 10; ++i) {
            epochs[i] = i + 1;
        }
        _cold();
        vm.prank(alice);
        prediction.claim(epochs);
        assertLt(vm.snapshotGasLastCall("claim, 10 epochs"), 300_000, "claim 10");
    }

    function test_gas_executeRound() public {
        _rollToLock();
        _submit(PRICE);
        _cold();
        vm.prank(operator);
        prediction.executeRound();
        assertLt(vm.snapshotGasLastCall("executeRound"), 150_000, "executeRound");
    }
}
