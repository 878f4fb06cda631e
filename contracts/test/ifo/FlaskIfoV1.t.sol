// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {FlaskIfoV1} from "../../src/ifo/FlaskIfoV1.sol";
import {IfoBase} from "../../src/ifo/IfoBase.sol";
import {FeeOnTransferToken} from "../../src/token/testing/FeeOnTransferToken.sol";
import {TestToken} from "../../src/token/testing/TestToken.sol";
import {IfoFixture} from "./IfoFixture.sol";

contract FlaskIfoV1Test is IfoFixture {
    event Deposit(address indexed user, uint256 amount);
    event Harvest(address indexed user, uint256 offeringAmount, uint256 excessAmount);
    event AdminWithdraw(uint256 amountLP, uint256 amountOfferingToken);
    event UserPointIncrease(address indexed user, uint256 numberPoints, uint256 indexed campaignId);
    event PointsSkipped(address indexed user, uint256 numberPoints, uint256 campaignId);

    // ----- construction -----

    function test_constructorStoresTheSale() public view {
        assertEq(address(ifoV1.lpToken()), address(lp));
        assertEq(address(ifoV1.offeringToken()), address(offeringToken));
        assertEq(address(ifoV1.profile()), address(profile));
        assertEq(ifoV1.startBlock(), saleStart);
        assertEq(ifoV1.endBlock(), saleEnd);
        assertEq(ifoV1.releaseBlock(), release);
        assertEq(ifoV1.offeringAmount(), V1_OFFERING);
        assertEq(ifoV1.raisingAmount(), V1_RAISING);
        assertEq(ifoV1.campaignId(), CAMPAIGN_ID);
        assertEq(ifoV1.numberPoints(), POINTS);
        assertEq(ifoV1.thresholdPoints(), THRESHOLD);
        assertEq(ifoV1.owner(), ifoOwner);
    }

    function test_constructorRefusesBadParameters() public {
        vm.expectRevert(IfoBase.ZeroAddress.selector);
        new FlaskIfoV1(address(0), address(offeringToken), address(profile), 1, 2, 3, 1, 1, 0, 0, 0, ifoOwner);
        vm.expectRevert(IfoBase.ZeroAddress.selector);
        new FlaskIfoV1(address(lp), address(offeringToken), address(0), 1, 2, 3, 1, 1, 0, 0, 0, ifoOwner);
        vm.expectRevert(IfoBase.SameToken.selector);
        new FlaskIfoV1(address(lp), address(lp), address(profile), 1, 2, 3, 1, 1, 0, 0, 0, ifoOwner);
        vm.expectRevert(abi.encodeWithSelector(IfoBase.InvalidBlocks.selector, 5, 5));
        new FlaskIfoV1(address(lp), address(offeringToken), address(profile), 5, 5, 6, 1, 1, 0, 0, 0, ifoOwner);
        vm.expectRevert(IfoBase.ZeroAmount.selector);
        new FlaskIfoV1(address(lp), address(offeringToken), address(profile), 1, 2, 3, 1, 0, 0, 0, 0, ifoOwner);
        vm.expectRevert(IfoBase.ZeroAmount.selector);
        new FlaskIfoV1(address(lp), address(offeringToken), address(profile), 1, 2, 3, 0, 1, 0, 0, 0, ifoOwner);
    }

    // ----- deposits -----

    function test_depositOnlyFromStartToEndBlock() public {
        giveLp(alice, 3 ether);
        vm.roll(saleStart - 1);
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(IfoBase.SaleNotOpen.selector, saleStart, saleEnd));
        ifoV1.deposit(1 ether);

        vm.roll(saleStart);
        vm.prank(alice);
        ifoV1.deposit(1 ether);
        vm.roll(saleEnd);
        vm.prank(alice);
        ifoV1.deposit(1 ether);

        vm.roll(saleEnd + 1);
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(IfoBase.SaleNotOpen.selector, saleStart, saleEnd));
        ifoV1.deposit(1 ether);
        (uint256 amount, bool claimed) = ifoV1.userInfo(alice);
        assertEq(amount, 2 ether, "deposited");
        assertTrue(!claimed, "not claimed");
    }

    function test_depositNeedsAnActiveProfile() public {
        rollToStart();
        giveLp(dave, 1 ether);
        vm.prank(dave);
        vm.expectRevert(abi.encodeWithSelector(IfoBase.ProfileNotActive.selector, dave));
        ifoV1.deposit(1 ether);

        vm.prank(alice);
        profile.pauseProfile();
        giveLp(alice, 1 ether);
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(IfoBase.ProfileNotActive.selector, alice));
        ifoV1.deposit(1 ether);
    }

    function test_depositRefusesZero() public {
        rollToStart();
        vm.prank(alice);
        vm.expectRevert(IfoBase.ZeroAmount.selector);
        ifoV1.deposit(0);
    }

    function test_depositWaitsForTheOfferingTokens() public {
        FlaskIfoV1 unfunded = newV1();
        offeringToken.mint(address(unfunded), V1_OFFERING - 1);
        rollToStart();
        lp.mint(alice, 1 ether);
        vm.startPrank(alice);
        lp.approve(address(unfunded), 1 ether);
        vm.expectRevert(abi.encodeWithSelector(IfoBase.OfferingNotFunded.selector, V1_OFFERING - 1, V1_OFFERING));
        unfunded.deposit(1 ether);
        vm.stopPrank();
    }

    function test_depositTakesTheLpAndCountsIt() public {
        rollToStart();
        giveLp(alice, 3 ether);
        vm.expectEmit();
        emit Deposit(alice, 3 ether);
        vm.prank(alice);
        ifoV1.deposit(3 ether);
        depositV1(bob, 1 ether);
        assertEq(lp.balanceOf(address(ifoV1)), 4 ether, "LP held");
        assertEq(lp.balanceOf(alice), 0, "LP taken");
        assertEq(ifoV1.totalAmount(), 4 ether, "total");
        assertEq(ifoV1.getUserAllocation(alice), 75e10, "alice 75%");
        assertEq(ifoV1.getUserAllocation(bob), 25e10, "bob 25%");
        assertEq(ifoV1.getUserAllocation(carol), 0, "carol none");
    }

    // ----- harvest -----

    function test_harvestOnlyAfterTheEndAndTheRelease() public {
        rollToStart();
        depositV1(alice, 1 ether);
        vm.roll(saleEnd);
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(IfoBase.SaleNotEnded.selector, saleEnd));
        ifoV1.harvest();
        vm.roll(release - 1);
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(IfoBase.NotReleased.selector, release));
        ifoV1.harvest();
        rollToRelease();
        vm.prank(alice);
        ifoV1.harvest();
    }

    function test_harvestOnceAndOnlyWithADeposit() public {
        rollToStart();
        depositV1(alice, 1 ether);
        rollToRelease();
        vm.prank(bob);
        vm.expectRevert(IfoBase.NothingToHarvest.selector);
        ifoV1.harvest();
        vm.prank(alice);
        ifoV1.harvest();
        vm.prank(alice);
        vm.expectRevert(IfoBase.AlreadyHarvested.selector);
        ifoV1.harvest();
        (, bool claimed) = ifoV1.userInfo(alice);
        assertTrue(claimed, "claimed");
    }

    function test_undersubscribedSaleSellsAtTheRaisePriceAndRefundsNothing() public {
        rollToStart();
        depositV1(alice, 30 ether);
        depositV1(bob, 10 ether);
        assertEq(ifoV1.getOfferingAmount(alice), 300 ether, "10 tokens per LP");
        assertEq(ifoV1.getRefundingAmount(alice), 0, "no refund");
        rollToRelease();
        vm.expectEmit();
        emit Harvest(alice, 300 ether, 0);
        vm.prank(alice);
        ifoV1.harvest();
        assertEq(offeringToken.balanceOf(alice), 300 ether, "alice's tokens");
        assertEq(lp.balanceOf(alice), 0, "no LP back");
    }

    function test_oversubscribedSaleSharesProRataAndRefundsTheExcess() public {
        rollToStart();
        depositV1(alice, 300 ether);
        depositV1(bob, 100 ether);
        // 400 LP for a 100 LP raise: alice buys 75 LP worth (750 tokens) and gets 225 LP back.
        assertEq(ifoV1.getOfferingAmount(alice), 750 ether, "alice offering");
        assertEq(ifoV1.getRefundingAmount(alice), 225 ether, "alice refund");
        rollToRelease();
        vm.expectEmit();
        emit Harvest(alice, 750 ether, 225 ether);
        vm.prank(alice);
        ifoV1.harvest();
        vm.prank(bob);
        ifoV1.harvest();
        assertEq(offeringToken.balanceOf(alice), 750 ether, "alice's tokens");
        assertEq(lp.balanceOf(alice), 225 ether, "alice's refund");
        assertEq(offeringToken.balanceOf(bob), 250 ether, "bob's tokens");
        assertEq(lp.balanceOf(bob), 75 ether, "bob's refund");
        assertEq(lp.balanceOf(address(ifoV1)), V1_RAISING, "the raise stays");
        assertEq(offeringToken.balanceOf(address(ifoV1)), 0, "all sold");
    }

    // ----- points -----

    function test_harvestGrantsThePointsOnceFromTheThreshold() public {
        rollToStart();
        depositV1(alice, THRESHOLD);
        depositV1(bob, THRESHOLD - 1);
        rollToRelease();
        vm.expectEmit();
        emit UserPointIncrease(alice, POINTS, CAMPAIGN_ID);
        vm.prank(alice);
        ifoV1.harvest();
        vm.prank(bob);
        ifoV1.harvest();
        assertEq(pointsOf(alice), POINTS, "alice earned the points");
        assertTrue(profile.hasAchievement(alice, CAMPAIGN_ID), "alice's achievement");
        assertTrue(ifoV1.hasReceivedPoints(alice), "recorded");
        assertEq(pointsOf(bob), 0, "bob stayed below the threshold");
        assertTrue(!profile.hasAchievement(bob, CAMPAIGN_ID), "no achievement for bob");
    }

    function test_noPointsWithoutACampaign() public {
        vm.prank(ifoOwner);
        ifoV1.updatePointParameters(0, POINTS, 0);
        rollToStart();
        depositV1(alice, 5 ether);
        rollToRelease();
        vm.prank(alice);
        ifoV1.harvest();
        assertEq(pointsOf(alice), 0, "no points");
        assertTrue(!ifoV1.hasReceivedPoints(alice), "nothing recorded");
    }

    function test_aRegistryThatRefusesThePointsNeverBlocksTheHarvest() public {
        rollToStart();
        depositV1(alice, 5 ether);
        depositV1(bob, 5 ether);
        vm.startPrank(admin);
        profile.revokeRole(profile.POINT_ROLE(), address(ifoV1));
        vm.stopPrank();
        rollToRelease();
        vm.expectEmit();
        emit PointsSkipped(alice, POINTS, CAMPAIGN_ID);
        vm.prank(alice);
        ifoV1.harvest();
        assertEq(offeringToken.balanceOf(alice), 50 ether, "tokens paid without the points");
        assertEq(pointsOf(alice), 0, "points skipped");
        assertTrue(!ifoV1.hasReceivedPoints(alice), "not recorded as received");
        vm.prank(alice);
        vm.expectRevert(IfoBase.AlreadyHarvested.selector);
        ifoV1.harvest();
        // Granted again: the next harvester gets them.
        vm.startPrank(admin);
        profile.grantRole(profile.POINT_ROLE(), address(ifoV1));
        vm.stopPrank();
        vm.prank(bob);
        ifoV1.harvest();
        assertEq(pointsOf(bob), POINTS, "bob's points");
    }

    function test_aFeeOnTransferLpIsCreditedWhatArrived() public {
        FeeOnTransferToken taxed = new FeeOnTransferToken("Taxed LP", "TLP", 100, address(this)); // 1%
        FlaskIfoV1 sale = new FlaskIfoV1(
            address(taxed),
            address(offeringToken),
            address(profile),
            saleStart,
            saleEnd,
            release,
            V1_OFFERING,
            V1_RAISING,
            0,
            0,
            0,
            ifoOwner
        );
        offeringToken.mint(address(sale), V1_OFFERING);
        address[2] memory users = [alice, bob];
        rollToStart();
        for (uint256 i; i < 2; ++i) {
            taxed.mint(users[i], 200 ether);
            vm.startPrank(users[i]);
            taxed.approve(address(sale), type(uint256).max);
            sale.deposit(200 ether);
            vm.stopPrank();
        }
        (uint256 credited,) = sale.userInfo(alice);
        assertEq(credited, 198 ether, "credited what arrived");
        assertEq(sale.totalAmount(), 396 ether, "pool counts what arrived");
        rollToRelease();
        for (uint256 i; i < 2; ++i) {
            vm.prank(users[i]);
            sale.harvest(); // the last harvester is paid in full too
        }
        (uint256 lpLeft,) = sale.adminWithdrawable();
        assertEq(lpLeft, taxed.balanceOf(address(sale)), "only the raise is left");
    }

    function test_pausedProfileStillHarvestsAndEarnsItsPoints() public {
        rollToStart();
        depositV1(alice, 5 ether);
        vm.prank(alice);
        profile.pauseProfile();
        rollToRelease();
        vm.prank(alice);
        ifoV1.harvest();
        assertEq(offeringToken.balanceOf(alice), 50 ether, "tokens paid");
        assertEq(pointsOf(alice), POINTS, "points kept for the registered user");
    }

    function test_pointParametersOnlyByTheOwnerBeforeTheStart() public {
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, alice));
        ifoV1.updatePointParameters(1, 2, 3);
        vm.prank(ifoOwner);
        ifoV1.updatePointParameters(1, 2, 3);
        assertEq(ifoV1.campaignId(), 1);
        assertEq(ifoV1.numberPoints(), 2);
        assertEq(ifoV1.thresholdPoints(), 3);
        rollToStart();
        vm.prank(ifoOwner);
        vm.expectRevert(abi.encodeWithSelector(IfoBase.SaleStarted.selector, saleStart));
        ifoV1.updatePointParameters(4, 5, 6);
    }

    // ----- owner withdrawals -----

    function test_finalWithdrawOnlyByTheOwnerAfterTheEnd() public {
        rollToStart();
        depositV1(alice, 10 ether);
        vm.roll(saleEnd);
        vm.prank(ifoOwner);
        vm.expectRevert(abi.encodeWithSelector(IfoBase.SaleNotEnded.selector, saleEnd));
        ifoV1.finalWithdraw(0, 0);
        vm.roll(saleEnd + 1);
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, alice));
        ifoV1.finalWithdraw(0, 0);
    }

    function test_finalWithdrawTakesTheRaiseAndTheUnsoldTokensOnly() public {
        rollToStart();
        depositV1(alice, 10 ether);
        depositV1(bob, 30 ether);
        vm.roll(saleEnd + 1);
        // 40 of 100 LP raised: 400 tokens sold, 600 unsold; nothing is refunded.
        (uint256 lpAvailable, uint256 offeringAvailable) = ifoV1.adminWithdrawable();
        assertEq(lpAvailable, 40 ether, "raised LP");
        assertEq(offeringAvailable, 600 ether, "unsold tokens");
        vm.startPrank(ifoOwner);
        vm.expectRevert(abi.encodeWithSelector(IfoBase.LpWithdrawTooLarge.selector, 40 ether + 1, 40 ether));
        ifoV1.finalWithdraw(40 ether + 1, 0);
        vm.expectRevert(abi.encodeWithSelector(IfoBase.OfferingWithdrawTooLarge.selector, 600 ether + 1, 600 ether));
        ifoV1.finalWithdraw(0, 600 ether + 1);
        vm.expectEmit();
        emit AdminWithdraw(40 ether, 600 ether);
        ifoV1.finalWithdraw(40 ether, 600 ether);
        vm.stopPrank();
        assertEq(lp.balanceOf(ifoOwner), 40 ether, "owner's LP");
        assertEq(offeringToken.balanceOf(ifoOwner), 600 ether, "owner's tokens");

        rollToRelease();
        vm.prank(alice);
        ifoV1.harvest();
        vm.prank(bob);
        ifoV1.harvest();
        assertEq(offeringToken.balanceOf(alice), 100 ether, "alice still paid");
        assertEq(offeringToken.balanceOf(bob), 300 ether, "bob still paid");
    }

    function test_finalWithdrawNeverTakesRefunds() public {
        rollToStart();
        depositV1(alice, 150 ether);
        depositV1(bob, 50 ether + 1);
        vm.roll(saleEnd + 1);
        (uint256 lpAvailable, uint256 offeringAvailable) = ifoV1.adminWithdrawable();
        // The raise less a wei of rounding per depositor not yet harvested.
        assertEq(lpAvailable, V1_RAISING - 2, "raise less rounding");
        assertEq(offeringAvailable, 0, "everything sold");
        vm.prank(ifoOwner);
        ifoV1.finalWithdraw(lpAvailable, 0);
        rollToRelease();
        vm.prank(alice);
        ifoV1.harvest();
        vm.prank(bob);
        ifoV1.harvest();
        assertGe(lp.balanceOf(alice), 75 ether - 1, "alice's refund");
        assertGe(lp.balanceOf(bob), 25 ether, "bob's refund");
        // Once everyone harvested, the rounding left behind is the owner's too.
        (lpAvailable,) = ifoV1.adminWithdrawable();
        assertEq(lpAvailable, lp.balanceOf(address(ifoV1)), "the rest");
        vm.prank(ifoOwner);
        ifoV1.finalWithdraw(lpAvailable, 0);
        assertEq(lp.balanceOf(ifoOwner) + lp.balanceOf(alice) + lp.balanceOf(bob), 200 ether + 1, "all LP out");
    }

    function test_recoverWrongTokensRefusesTheSaleTokens() public {
        TestToken stray = new TestToken("Stray", "STR", 18, address(this));
        stray.mint(address(ifoV1), 5 ether);
        vm.startPrank(ifoOwner);
        vm.expectRevert(abi.encodeWithSelector(IfoBase.CannotRecoverSaleToken.selector, address(lp)));
        ifoV1.recoverWrongTokens(address(lp), 1);
        vm.expectRevert(abi.encodeWithSelector(IfoBase.CannotRecoverSaleToken.selector, address(offeringToken)));
        ifoV1.recoverWrongTokens(address(offeringToken), 1);
        ifoV1.recoverWrongTokens(address(stray), 5 ether);
        vm.stopPrank();
        assertEq(stray.balanceOf(ifoOwner), 5 ether, "recovered");
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, alice));
        ifoV1.recoverWrongTokens(address(stray), 0);
    }
}
