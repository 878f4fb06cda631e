// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {FlaskIfoV2} from "../../src/ifo/FlaskIfoV2.sol";
import {IfoBase} from "../../src/ifo/IfoBase.sol";
import {IfoFixture} from "./IfoFixture.sol";

contract FlaskIfoV2Test is IfoFixture {
    event Deposit(address indexed user, uint256 amount, uint8 indexed pid);
    event Harvest(address indexed user, uint256 offeringAmount, uint256 excessAmount, uint8 indexed pid);
    event PoolParametersSet(uint256 offeringAmountPool, uint256 raisingAmountPool, uint8 pid);
    event PointParametersSet(uint256 campaignId, uint256 numberPoints, uint256 thresholdPoints);

    // ----- pools -----

    function test_poolsAsSet() public view {
        (uint256 raising, uint256 offering, uint256 limit, bool hasTax, uint256 total, uint256 taxes) =
            ifoV2.viewPoolInformation(BASIC);
        assertEq(raising, BASIC_RAISING, "basic raise");
        assertEq(offering, BASIC_OFFERING, "basic offering");
        assertEq(limit, BASIC_LIMIT, "basic limit");
        assertTrue(!hasTax, "basic untaxed");
        assertEq(total + taxes, 0, "empty");
        (raising, offering, limit, hasTax,,) = ifoV2.viewPoolInformation(UNLIMITED);
        assertEq(raising, UNLIMITED_RAISING, "unlimited raise");
        assertEq(offering, UNLIMITED_OFFERING, "unlimited offering");
        assertEq(limit, 0, "no limit");
        assertTrue(hasTax, "taxed");
        assertEq(ifoV2.campaignId(), CAMPAIGN_ID);
        assertEq(ifoV2.numberPoints(), POINTS);
        assertEq(ifoV2.thresholdPoints(), THRESHOLD);
    }

    function test_setPoolOnlyByTheOwnerBeforeTheStart() public {
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, alice));
        ifoV2.setPool(1, 1, 0, false, BASIC);
        vm.startPrank(ifoOwner);
        vm.expectRevert(abi.encodeWithSelector(IfoBase.InvalidPool.selector, 2));
        ifoV2.setPool(1, 1, 0, false, 2);
        vm.expectRevert(IfoBase.ZeroAmount.selector);
        ifoV2.setPool(0, 1, 0, false, BASIC);
        vm.expectRevert(IfoBase.ZeroAmount.selector);
        ifoV2.setPool(1, 0, 0, false, BASIC);
        vm.expectEmit();
        emit PoolParametersSet(200 ether, 20 ether, BASIC);
        ifoV2.setPool(200 ether, 20 ether, 5 ether, false, BASIC);
        vm.expectEmit();
        emit PointParametersSet(7, 8, 9);
        ifoV2.updatePointParameters(7, 8, 9);
        vm.roll(saleStart);
        vm.expectRevert(abi.encodeWithSelector(IfoBase.SaleStarted.selector, saleStart));
        ifoV2.setPool(1, 1, 0, false, BASIC);
        vm.expectRevert(abi.encodeWithSelector(IfoBase.SaleStarted.selector, saleStart));
        ifoV2.updatePointParameters(1, 1, 1);
        vm.stopPrank();
    }

    function test_unknownOrUnsetPoolsTakeNoDeposits() public {
        FlaskIfoV2 unlimitedOnly = newV2();
        vm.prank(ifoOwner);
        unlimitedOnly.setPool(UNLIMITED_OFFERING, UNLIMITED_RAISING, 0, true, UNLIMITED);
        offeringToken.mint(address(unlimitedOnly), UNLIMITED_OFFERING);
        rollToStart();
        lp.mint(alice, 2 ether);
        vm.startPrank(alice);
        lp.approve(address(unlimitedOnly), 2 ether);
        vm.expectRevert(abi.encodeWithSelector(IfoBase.InvalidPool.selector, BASIC));
        unlimitedOnly.depositPool(1 ether, BASIC);
        vm.expectRevert(abi.encodeWithSelector(IfoBase.InvalidPool.selector, 2));
        unlimitedOnly.depositPool(1 ether, 2);
        unlimitedOnly.depositPool(1 ether, UNLIMITED);
        vm.stopPrank();
        vm.expectRevert(abi.encodeWithSelector(IfoBase.InvalidPool.selector, 2));
        unlimitedOnly.viewPoolInformation(2);
    }

    // ----- deposits -----

    function test_depositPoolWindowProfileAndAmount() public {
        giveLp(alice, 2 ether);
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(IfoBase.SaleNotOpen.selector, saleStart, saleEnd));
        ifoV2.depositPool(1 ether, UNLIMITED);
        rollToStart();
        vm.prank(alice);
        vm.expectRevert(IfoBase.ZeroAmount.selector);
        ifoV2.depositPool(0, UNLIMITED);
        giveLp(dave, 1 ether);
        vm.prank(dave);
        vm.expectRevert(abi.encodeWithSelector(IfoBase.ProfileNotActive.selector, dave));
        ifoV2.depositPool(1 ether, BASIC);
        vm.expectEmit();
        emit Deposit(alice, 1 ether, UNLIMITED);
        vm.prank(alice);
        ifoV2.depositPool(1 ether, UNLIMITED);
        vm.roll(saleEnd + 1);
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(IfoBase.SaleNotOpen.selector, saleStart, saleEnd));
        ifoV2.depositPool(1 ether, UNLIMITED);
    }

    function test_basicPoolLimitsEachUser() public {
        rollToStart();
        depositV2(alice, 6 ether, BASIC);
        giveLp(alice, 5 ether);
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(FlaskIfoV2.LimitExceeded.selector, 11 ether, BASIC_LIMIT));
        ifoV2.depositPool(5 ether, BASIC);
        vm.prank(alice);
        ifoV2.depositPool(4 ether, BASIC); // exactly the limit
        depositV2(bob, BASIC_LIMIT, BASIC); // the limit is per user
        depositV2(alice, 500 ether, UNLIMITED); // and only where set
        (uint256[] memory amounts, bool[] memory claimed) = ifoV2.viewUserInfo(alice, bothPids());
        assertEq(amounts[0], BASIC_LIMIT, "basic");
        assertEq(amounts[1], 500 ether, "unlimited");
        assertTrue(!claimed[0] && !claimed[1], "nothing claimed");
    }

    function test_depositsWaitForBothPoolsOfferingTokens() public {
        FlaskIfoV2 partly = newV2();
        vm.startPrank(ifoOwner);
        partly.setPool(BASIC_OFFERING, BASIC_RAISING, BASIC_LIMIT, false, BASIC);
        partly.setPool(UNLIMITED_OFFERING, UNLIMITED_RAISING, 0, true, UNLIMITED);
        vm.stopPrank();
        offeringToken.mint(address(partly), UNLIMITED_OFFERING);
        rollToStart();
        lp.mint(alice, 1 ether);
        vm.startPrank(alice);
        lp.approve(address(partly), 1 ether);
        vm.expectRevert(
            abi.encodeWithSelector(
                IfoBase.OfferingNotFunded.selector, UNLIMITED_OFFERING, UNLIMITED_OFFERING + BASIC_OFFERING
            )
        );
        partly.depositPool(1 ether, UNLIMITED);
        vm.stopPrank();
    }

    // ----- harvest -----

    function test_harvestPoolPaysEachPoolOnceWithTheTaxOnTheUnlimitedRefund() public {
        rollToStart();
        depositV2(alice, 10 ether, BASIC);
        depositV2(bob, 10 ether, BASIC);
        depositV2(alice, 210 ether, UNLIMITED);
        depositV2(bob, 70 ether, UNLIMITED);
        // Basic: 20 of 30 LP, 10 tokens per LP. Unlimited: 280 LP for a 70 LP raise (ratio 4: 1% tax):
        // alice buys 52.5 LP worth (525 tokens), 157.5 LP refund less 1.575 LP tax.
        assertEq(ifoV2.viewPoolTaxRateOverflow(UNLIMITED), 1e10, "1% tax");
        assertEq(ifoV2.viewPoolTaxRateOverflow(BASIC), 0, "basic untaxed");
        uint256[] memory allocations = ifoV2.viewUserAllocationPools(alice, bothPids());
        assertEq(allocations[0], 5e11, "half of basic");
        assertEq(allocations[1], 75e10, "three quarters of unlimited");
        uint256[3][] memory expected = ifoV2.viewUserOfferingAndRefundingAmountsForPools(alice, bothPids());
        assertEq(expected[0][0], 100 ether, "basic offering");
        assertEq(expected[0][1] + expected[0][2], 0, "basic refund and tax");
        assertEq(expected[1][0], 525 ether, "unlimited offering");
        assertEq(expected[1][1], 155.925 ether, "refund after tax");
        assertEq(expected[1][2], 1.575 ether, "tax");

        vm.roll(saleEnd + 1);
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(IfoBase.NotReleased.selector, release));
        ifoV2.harvestPool(UNLIMITED);
        rollToRelease();
        vm.expectEmit();
        emit Harvest(alice, 525 ether, 155.925 ether, UNLIMITED);
        vm.prank(alice);
        ifoV2.harvestPool(UNLIMITED);
        vm.prank(alice);
        vm.expectRevert(IfoBase.AlreadyHarvested.selector);
        ifoV2.harvestPool(UNLIMITED);
        assertEq(offeringToken.balanceOf(alice), 525 ether, "unlimited tokens");
        assertEq(lp.balanceOf(alice), 155.925 ether, "unlimited refund");

        vm.prank(alice);
        ifoV2.harvestPool(BASIC);
        assertEq(offeringToken.balanceOf(alice), 625 ether, "both pools' tokens");
        (, bool[] memory claimed) = ifoV2.viewUserInfo(alice, bothPids());
        assertTrue(claimed[0] && claimed[1], "both claimed");
        (,,,,, uint256 taxes) = ifoV2.viewPoolInformation(UNLIMITED);
        assertEq(taxes, 1.575 ether, "tax collected");
        vm.prank(carol);
        vm.expectRevert(IfoBase.NothingToHarvest.selector);
        ifoV2.harvestPool(BASIC);
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(IfoBase.InvalidPool.selector, 2));
        ifoV2.harvestPool(2);
    }

    function test_pointsCountBothPoolsAndComeOnce() public {
        rollToStart();
        depositV2(alice, THRESHOLD / 2, BASIC);
        depositV2(alice, THRESHOLD / 2, UNLIMITED);
        depositV2(bob, THRESHOLD / 2, UNLIMITED);
        rollToRelease();
        vm.prank(alice);
        ifoV2.harvestPool(BASIC);
        assertEq(pointsOf(alice), POINTS, "points at the first harvest");
        vm.prank(alice);
        ifoV2.harvestPool(UNLIMITED);
        assertEq(pointsOf(alice), POINTS, "not twice");
        vm.prank(bob);
        ifoV2.harvestPool(UNLIMITED);
        assertEq(pointsOf(bob), 0, "bob below the threshold");
    }

    // ----- owner -----

    function test_finalWithdrawTakesRaisedLpWithTheTaxesAndUnsoldTokens() public {
        rollToStart();
        depositV2(alice, 10 ether, BASIC);
        depositV2(alice, 140 ether, UNLIMITED);
        depositV2(bob, 140 ether, UNLIMITED);
        vm.roll(saleEnd + 1);
        (uint256 lpAvailable, uint256 offeringAvailable) = ifoV2.adminWithdrawable();
        assertEq(lpAvailable, 10 ether + UNLIMITED_RAISING - 2, "basic raise + unlimited raise less rounding");
        assertEq(offeringAvailable, BASIC_OFFERING - 100 ether, "basic unsold");
        vm.prank(ifoOwner);
        ifoV2.finalWithdraw(lpAvailable, offeringAvailable);
        rollToRelease();
        vm.prank(alice);
        ifoV2.harvestPool(UNLIMITED);
        vm.prank(bob);
        ifoV2.harvestPool(UNLIMITED);
        vm.prank(alice);
        ifoV2.harvestPool(BASIC);
        // Each refund is 105 LP less 1% tax: the taxes (and the rounding) are the owner's now.
        assertEq(lp.balanceOf(alice), 103.95 ether, "alice's refund");
        (lpAvailable, offeringAvailable) = ifoV2.adminWithdrawable();
        assertEq(lpAvailable, 2.1 ether + 2, "taxes and rounding");
        assertEq(offeringAvailable, 0, "nothing unsold left");
        vm.prank(ifoOwner);
        ifoV2.finalWithdraw(lpAvailable, 0);
        assertEq(lp.balanceOf(address(ifoV2)), 0, "emptied");
        assertEq(offeringToken.balanceOf(address(ifoV2)), 0, "all paid");
    }

    function test_recoverWrongTokensRefusesTheSaleTokens() public {
        vm.startPrank(ifoOwner);
        vm.expectRevert(abi.encodeWithSelector(IfoBase.CannotRecoverSaleToken.selector, address(lp)));
        ifoV2.recoverWrongTokens(address(lp), 1);
        vm.expectRevert(abi.encodeWithSelector(IfoBase.CannotRecoverSaleToken.selector, address(offeringToken)));
        ifoV2.recoverWrongTokens(address(offeringToken), 1);
        vm.stopPrank();
    }

    function test_ownershipMovesInTwoSteps() public {
        vm.prank(ifoOwner);
        ifoV2.transferOwnership(alice);
        assertEq(ifoV2.owner(), ifoOwner, "still the owner");
        vm.prank(alice);
        ifoV2.acceptOwnership();
        assertEq(ifoV2.owner(), alice, "moved");
    }
}
