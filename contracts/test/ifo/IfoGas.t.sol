// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {IfoFixture} from "./IfoFixture.sol";

/// Gas of a participant's calls as a real transaction meets them (cold storage through vm.cool),
/// with bob already in every pool (the counters exist, as on any live sale). Figures (the call alone,
/// without the 21,000 base and calldata) go to snapshots/IfoGasTest.json.
contract IfoGasTest is IfoFixture {
    function setUp() public override {
        super.setUp();
        rollToStart();
        depositV1(bob, 200 ether);
        depositV2(bob, 5 ether, BASIC);
        depositV2(bob, 200 ether, UNLIMITED);
        giveLp(alice, 1_000 ether);
    }

    function _cold() private {
        vm.cool(address(lp));
        vm.cool(address(offeringToken));
        vm.cool(address(profile));
        vm.cool(address(ifoV1));
        vm.cool(address(ifoV2));
    }

    function test_gas_depositV1() public {
        _cold();
        vm.prank(alice);
        ifoV1.deposit(10 ether);
        assertLt(vm.snapshotGasLastCall("v1 deposit (first)"), 100_000, "v1 deposit");
    }

    function test_gas_depositPool() public {
        _cold();
        vm.prank(alice);
        ifoV2.depositPool(10 ether, UNLIMITED);
        assertLt(vm.snapshotGasLastCall("v2 depositPool (first)"), 100_000, "depositPool");
    }

    function test_gas_harvestV1WithPoints() public {
        vm.prank(alice);
        ifoV1.deposit(10 ether);
        rollToRelease();
        _cold();
        vm.prank(alice);
        ifoV1.harvest();
        assertLt(vm.snapshotGasLastCall("v1 harvest (refund and points)"), 210_000, "v1 harvest");
    }

    function test_gas_harvestPoolTaxedWithPoints() public {
        vm.prank(alice);
        ifoV2.depositPool(10 ether, UNLIMITED);
        rollToRelease();
        _cold();
        vm.prank(alice);
        ifoV2.harvestPool(UNLIMITED);
        assertLt(vm.snapshotGasLastCall("v2 harvestPool (taxed refund and points)"), 240_000, "harvestPool");
    }
}
