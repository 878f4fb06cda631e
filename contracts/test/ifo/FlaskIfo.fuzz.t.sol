// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {IfoMath} from "../../src/ifo/IfoMath.sol";
import {IfoFixture, IfoReference} from "./IfoFixture.sol";

/// The JSON cheatcodes this file needs on top of test/utils/Vm.sol.
interface VmJson {
    function readFile(string calldata path) external view returns (string memory);
    function parseJsonUintArray(string calldata json, string calldata key) external pure returns (uint256[] memory);
    function parseJsonBoolArray(string calldata json, string calldata key) external pure returns (bool[] memory);
}

/// The contracts' sale math against the sdk's (the shared vectors) and against IfoReference (fuzzed),
/// alone and through real deposits and harvests.
contract FlaskIfoFuzzTest is IfoFixture {
    VmJson internal constant vmJson = VmJson(address(uint160(uint256(keccak256("hevm cheat code")))));
    address[3] internal users;

    function setUp() public override {
        super.setUp();
        users = [alice, bob, carol];
    }

    function test_sharedVectorsMatchTheSdk() public view {
        string memory json = vmJson.readFile("test/ifo/ifo-vectors.json");
        uint256[] memory amount = vmJson.parseJsonUintArray(json, ".amount");
        uint256[] memory total = vmJson.parseJsonUintArray(json, ".totalAmount");
        uint256[] memory raising = vmJson.parseJsonUintArray(json, ".raisingAmount");
        uint256[] memory offeringAmount = vmJson.parseJsonUintArray(json, ".offeringAmount");
        bool[] memory hasTax = vmJson.parseJsonBoolArray(json, ".hasTax");
        uint256[] memory offering = vmJson.parseJsonUintArray(json, ".offering");
        uint256[] memory refund = vmJson.parseJsonUintArray(json, ".refund");
        uint256[] memory tax = vmJson.parseJsonUintArray(json, ".tax");
        uint256[] memory rate = vmJson.parseJsonUintArray(json, ".taxRate");
        assertGt(amount.length, 40, "vectors read");
        for (uint256 i; i < amount.length; ++i) {
            string memory case_ = string.concat("case ", vm.toString(i));
            (uint256 o, uint256 r, uint256 t) =
                IfoMath.userAmounts(amount[i], total[i], raising[i], offeringAmount[i], hasTax[i]);
            assertEq(o, offering[i], string.concat(case_, " offering"));
            assertEq(r, refund[i], string.concat(case_, " refund"));
            assertEq(t, tax[i], string.concat(case_, " tax"));
            assertEq(IfoMath.taxRate(total[i], raising[i]), rate[i], string.concat(case_, " rate"));
        }
    }

    /// Pools from empty to 3,000 times their raise, so every step of the table is met.
    function testFuzz_taxRateFollowsTheTable(uint256 raising, uint256 ratio, uint256 remainder) public pure {
        raising = bound(raising, 0, 1e30);
        uint256 total = raising * bound(ratio, 0, 3000) + bound(remainder, 0, raising);
        assertEq(IfoMath.taxRate(total, raising), IfoReference.taxRate(total, raising), "rate");
    }

    function testFuzz_userAmountsFollowTheReference(
        uint256 amount,
        uint256 total,
        uint256 raising,
        uint256 offeringAmount,
        bool hasTax
    ) public pure {
        total = bound(total, 0, 1e30);
        amount = bound(amount, 0, total);
        raising = bound(raising, 1, 1e30);
        offeringAmount = bound(offeringAmount, 0, 1e30);
        (uint256 o, uint256 r, uint256 t) = IfoMath.userAmounts(amount, total, raising, offeringAmount, hasTax);
        (uint256 eo, uint256 er, uint256 et) = IfoReference.userAmounts(amount, total, raising, offeringAmount, hasTax);
        assertEq(o, eo, "offering");
        assertEq(r, er, "refund");
        assertEq(t, et, "tax");
        assertLe(r + t, amount, "refund within the deposit");
        assertEq(IfoMath.allocation(amount, total), total == 0 ? 0 : amount * 1e12 / total, "allocation");
    }

    /// Three users fill both pools of the v2 sale; each harvest pays the reference amounts, the pools
    /// never pay more offering tokens than they sell, and the owner's share empties the contract.
    function testFuzz_v2HarvestsPayTheProRataShares(uint256[3] memory basic, uint256[3] memory unlimited) public {
        rollToStart();
        for (uint256 i; i < 3; ++i) {
            basic[i] = bound(basic[i], 0, BASIC_LIMIT);
            unlimited[i] = bound(unlimited[i], 0, 1e27);
            if (basic[i] != 0) depositV2(users[i], basic[i], BASIC);
            if (unlimited[i] != 0) depositV2(users[i], unlimited[i], UNLIMITED);
        }
        uint256 basicTotal = basic[0] + basic[1] + basic[2];
        uint256 unlimitedTotal = unlimited[0] + unlimited[1] + unlimited[2];
        vm.roll(saleEnd + 1);
        (uint256 lpForOwner, uint256 offeringForOwner) = ifoV2.adminWithdrawable();
        vm.prank(ifoOwner);
        ifoV2.finalWithdraw(lpForOwner, offeringForOwner);
        rollToRelease();

        uint256 paid;
        for (uint256 i; i < 3; ++i) {
            paid += _harvestV2(users[i], basic[i], basicTotal, unlimited[i], unlimitedTotal);
        }
        assertLe(paid, BASIC_OFFERING + UNLIMITED_OFFERING, "never more than sold");
        (lpForOwner, offeringForOwner) = ifoV2.adminWithdrawable();
        assertEq(lpForOwner, lp.balanceOf(address(ifoV2)), "the rest of the LP is the owner's");
        assertEq(offeringForOwner, offeringToken.balanceOf(address(ifoV2)), "the rest of the tokens too");
    }

    /// The v1 sale, with the owner taking its share between the harvests.
    function testFuzz_v1HarvestsPayTheProRataShares(uint256[3] memory deposits, uint256 harvestedFirst) public {
        rollToStart();
        uint256 total;
        for (uint256 i; i < 3; ++i) {
            deposits[i] = bound(deposits[i], 1, 1e27);
            depositV1(users[i], deposits[i]);
            total += deposits[i];
        }
        rollToRelease();
        harvestedFirst = bound(harvestedFirst, 0, 2);
        vm.prank(users[harvestedFirst]);
        ifoV1.harvest();
        (uint256 lpForOwner, uint256 offeringForOwner) = ifoV1.adminWithdrawable();
        vm.prank(ifoOwner);
        ifoV1.finalWithdraw(lpForOwner, offeringForOwner);
        for (uint256 i; i < 3; ++i) {
            if (i != harvestedFirst) {
                vm.prank(users[i]);
                ifoV1.harvest();
            }
            (uint256 o, uint256 r,) = IfoReference.userAmounts(deposits[i], total, V1_RAISING, V1_OFFERING, false);
            assertEq(offeringToken.balanceOf(users[i]), o, "offering tokens");
            assertEq(lp.balanceOf(users[i]), r, "LP refund");
        }
    }

    /// Harvests `user`'s pools and checks what arrived; returns the offering tokens paid.
    function _harvestV2(address user, uint256 basic, uint256 basicTotal, uint256 unlimited, uint256 unlimitedTotal)
        private
        returns (uint256 paid)
    {
        (uint256 bo, uint256 br,) = IfoReference.userAmounts(basic, basicTotal, BASIC_RAISING, BASIC_OFFERING, false);
        (uint256 uo, uint256 ur,) =
            IfoReference.userAmounts(unlimited, unlimitedTotal, UNLIMITED_RAISING, UNLIMITED_OFFERING, true);
        vm.startPrank(user);
        if (basic != 0) ifoV2.harvestPool(BASIC);
        if (unlimited != 0) ifoV2.harvestPool(UNLIMITED);
        vm.stopPrank();
        assertEq(offeringToken.balanceOf(user), bo + uo, "offering tokens");
        assertEq(lp.balanceOf(user), br + ur, "LP refund");
        assertEq(pointsOf(user) != 0, basic + unlimited >= THRESHOLD, "points from the threshold");
        return bo + uo;
    }
}
