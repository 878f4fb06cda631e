// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {FlaskLottery} from "../../src/lottery/FlaskLottery.sol";
import {IVRFCoordinatorV2Plus} from "../../src/lottery/interfaces/IVRFCoordinatorV2Plus.sol";
import {DevnetVRFCoordinator} from "../../src/lottery/testing/DevnetVRFCoordinator.sol";
import {TestToken} from "../../src/token/testing/TestToken.sol";
import {LotteryFixture} from "./LotteryFixture.sol";

contract FlaskLotteryTest is LotteryFixture {
    function numbersOf(uint32 a, uint32 b, uint32 c) internal pure returns (uint32[] memory list) {
        list = new uint32[](3);
        (list[0], list[1], list[2]) = (a, b, c);
    }

    function ids(uint256 a) internal pure returns (uint256[] memory list) {
        list = new uint256[](1);
        list[0] = a;
    }

    function brackets(uint32 a) internal pure returns (uint32[] memory list) {
        list = new uint32[](1);
        list[0] = a;
    }

    // ---- prices ----

    function test_bulkDiscountMatchesTheCatalogue() public view {
        // SPEC 9: 0.05% off for 2 tickets, 2.45% for 50, 4.95% for 100 with divisor 2000.
        assertEq(lottery.calculateTotalPriceForBulkTickets(2000, 1 ether, 1), 1 ether);
        assertEq(lottery.calculateTotalPriceForBulkTickets(2000, 1 ether, 2), 2 ether * 9995 / 10_000);
        assertEq(lottery.calculateTotalPriceForBulkTickets(2000, 1 ether, 50), 50 ether * 9755 / 10_000);
        assertEq(lottery.calculateTotalPriceForBulkTickets(2000, 1 ether, 100), 100 ether * 9505 / 10_000);
    }

    function test_buyChargesTheDiscountedPriceAndRecordsTickets() public {
        uint256 id = start();
        uint256 before = flask.balanceOf(alice);
        buy(alice, id, numbersOf(1_123_456, 1_000_000, 1_999_999));
        assertEq(before - flask.balanceOf(alice), PRICE * 3 * (DISCOUNT_DIVISOR - 2) / DISCOUNT_DIVISOR, "cost");
        (uint256[] memory ticketIds, uint32[] memory numbers, bool[] memory claimed, uint256 cursor) =
            lottery.viewUserInfoForLotteryId(alice, id, 0, 2500);
        assertEq(ticketIds.length, 3);
        assertEq(uint256(numbers[0]), 1_123_456);
        assertEq(uint256(numbers[2]), 1_999_999);
        assertEq(claimed[1], false, "not claimed");
        assertEq(cursor, 3);
        FlaskLottery.Lottery memory round = lottery.viewLottery(id);
        assertEq(round.amountCollectedInFlask, before - flask.balanceOf(alice), "pot");
        assertEq(round.lastTicketId, ticketIds[2], "last ticket id");
    }

    function test_userTicketsPageAcrossPurchases() public {
        uint256 id = start();
        buy(alice, id, numbersOf(1_000_001, 1_000_002, 1_000_003));
        buy(bob, id, one(1_555_555));
        buy(alice, id, numbersOf(1_000_004, 1_000_005, 1_000_006));
        (uint256[] memory ticketIds, uint32[] memory numbers,, uint256 cursor) =
            lottery.viewUserInfoForLotteryId(alice, id, 2, 3);
        assertEq(ticketIds.length, 3);
        assertEq(uint256(numbers[0]), 1_000_003);
        assertEq(uint256(numbers[1]), 1_000_004);
        assertEq(uint256(numbers[2]), 1_000_005);
        assertEq(cursor, 5);
        (ticketIds,,, cursor) = lottery.viewUserInfoForLotteryId(alice, id, 5, 2500);
        assertEq(ticketIds.length, 1);
        (ticketIds,,,) = lottery.viewUserInfoForLotteryId(alice, id, 9, 2500);
        assertEq(ticketIds.length, 0);
    }

    function test_buyRejectsBadInput() public {
        uint256 id = start();
        vm.startPrank(alice);
        vm.expectRevert(abi.encodeWithSelector(FlaskLottery.InvalidTicketNumber.selector, 999_999));
        lottery.buyTickets(id, one(999_999));
        vm.expectRevert(abi.encodeWithSelector(FlaskLottery.InvalidTicketNumber.selector, 2_000_000));
        lottery.buyTickets(id, one(2_000_000));
        vm.expectRevert(abi.encodeWithSelector(FlaskLottery.InvalidTicketCount.selector, 0));
        lottery.buyTickets(id, new uint32[](0));
        uint32[] memory tooMany = new uint32[](101);
        for (uint256 i; i < 101; ++i) {
            tooMany[i] = 1_000_000;
        }
        vm.expectRevert(abi.encodeWithSelector(FlaskLottery.InvalidTicketCount.selector, 101));
        lottery.buyTickets(id, tooMany);
        vm.expectRevert(abi.encodeWithSelector(FlaskLottery.LotteryNotOpen.selector, id + 1));
        lottery.buyTickets(id + 1, one(1_000_000));
        vm.stopPrank();
    }

    function test_noSalesAfterTheEndOrTheClose() public {
        uint256 id = start();
        vm.warp(block.timestamp + LENGTH);
        vm.expectRevert(abi.encodeWithSelector(FlaskLottery.LotteryNotOpen.selector, id));
        buy(alice, id, one(1_000_000));
        vm.prank(operator);
        lottery.closeLottery(id);
        vm.expectRevert(abi.encodeWithSelector(FlaskLottery.LotteryNotOpen.selector, id));
        buy(alice, id, one(1_000_000));
    }

    // ---- rounds ----

    function test_startChecksItsParameters() public {
        vm.startPrank(operator);
        uint256 end = block.timestamp + LENGTH;
        vm.expectRevert(abi.encodeWithSelector(FlaskLottery.InvalidEndTime.selector, block.timestamp + 30));
        lottery.startLottery(block.timestamp + 30, PRICE, DISCOUNT_DIVISOR, breakdown(), TREASURY_FEE);
        vm.expectRevert(abi.encodeWithSelector(FlaskLottery.InvalidTicketPrice.selector, 101 ether));
        lottery.startLottery(end, 101 ether, DISCOUNT_DIVISOR, breakdown(), TREASURY_FEE);
        vm.expectRevert(abi.encodeWithSelector(FlaskLottery.InvalidDiscountDivisor.selector, 299));
        lottery.startLottery(end, PRICE, 299, breakdown(), TREASURY_FEE);
        vm.expectRevert(abi.encodeWithSelector(FlaskLottery.InvalidDiscountDivisor.selector, 100_001));
        lottery.startLottery(end, PRICE, 100_001, breakdown(), TREASURY_FEE);
        vm.expectRevert(abi.encodeWithSelector(FlaskLottery.InvalidTreasuryFee.selector, 3001));
        lottery.startLottery(end, PRICE, DISCOUNT_DIVISOR, breakdown(), 3001);
        uint256[6] memory wrong = breakdown();
        wrong[0] += 1;
        vm.expectRevert(FlaskLottery.InvalidRewardsBreakdown.selector);
        lottery.startLottery(end, PRICE, DISCOUNT_DIVISOR, wrong, TREASURY_FEE);
        lottery.startLottery(end, PRICE, DISCOUNT_DIVISOR, breakdown(), TREASURY_FEE);
        vm.expectRevert(abi.encodeWithSelector(FlaskLottery.PreviousLotteryNotClaimable.selector, 1));
        lottery.startLottery(end, PRICE, DISCOUNT_DIVISOR, breakdown(), TREASURY_FEE);
        vm.stopPrank();
        vm.expectRevert(FlaskLottery.NotOperator.selector);
        lottery.closeLottery(1);
    }

    function test_closeWaitsForTheEnd() public {
        uint256 id = start();
        vm.warp(block.timestamp + LENGTH - 1);
        vm.prank(operator);
        vm.expectRevert(abi.encodeWithSelector(FlaskLottery.LotteryNotOver.selector, id));
        lottery.closeLottery(id);
    }

    function test_onlyTheRequestMadeAtCloseIsAccepted() public {
        uint256 id = start();
        vm.warp(block.timestamp + LENGTH);
        // A request the lottery did not make (someone else's, or made before the close).
        uint256[] memory words = new uint256[](1);
        words[0] = 42;
        vm.prank(address(coordinator));
        vm.expectRevert(abi.encodeWithSelector(FlaskLottery.UnexpectedRandomness.selector, 1));
        lottery.rawFulfillRandomWords(1, words);
        vm.prank(operator);
        lottery.closeLottery(id);
        (uint256 requestId,) = lottery.randomRequests(id);
        // Only the coordinator may answer.
        vm.expectRevert(FlaskLottery.NotCoordinator.selector);
        lottery.rawFulfillRandomWords(requestId, words);
        vm.prank(address(coordinator));
        vm.expectRevert(abi.encodeWithSelector(FlaskLottery.UnexpectedRandomness.selector, requestId + 1));
        lottery.rawFulfillRandomWords(requestId + 1, words);
        vm.prank(operator);
        vm.expectRevert(abi.encodeWithSelector(FlaskLottery.RandomnessNotFulfilled.selector, id));
        lottery.drawFinalNumberAndMakeLotteryClaimable(id);
        coordinator.fulfillRandomWords(requestId, words);
        vm.prank(operator);
        lottery.drawFinalNumberAndMakeLotteryClaimable(id);
        assertEq(uint256(lottery.viewLottery(id).finalNumber), 1_000_042, "final number from the word");
    }

    function test_retryReplacesAnUnansweredRequestOwnerOnly() public {
        uint256 id = start();
        vm.warp(block.timestamp + LENGTH);
        vm.prank(operator);
        lottery.closeLottery(id);
        (uint256 first,) = lottery.randomRequests(id);
        vm.prank(owner);
        vm.expectRevert(abi.encodeWithSelector(FlaskLottery.RandomnessPending.selector, id));
        lottery.retryRandomness(id);
        vm.warp(block.timestamp + 1 days);
        // The operator cannot give a withholding provider a second draw.
        vm.prank(operator);
        vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, operator));
        lottery.retryRandomness(id);
        vm.prank(owner);
        lottery.retryRandomness(id);
        (uint256 second, uint256 requestedAt) = lottery.randomRequests(id);
        assertTrue(second != first, "a new request");
        assertEq(requestedAt, block.timestamp, "asked now");
        uint256[] memory words = new uint256[](1);
        coordinator.fulfillRandomWords(first, words); // the old answer fails inside the lottery
        vm.expectRevert(abi.encodeWithSelector(FlaskLottery.RandomnessNotFulfilled.selector, id));
        lottery.drawFinalNumberAndMakeLotteryClaimable(id);
        coordinator.fulfillRandomWords(second, words);
        lottery.drawFinalNumberAndMakeLotteryClaimable(id); // anyone draws once the answer is in
        assertEq(uint256(lottery.viewLottery(id).status), uint256(FlaskLottery.Status.Claimable));
    }

    function test_ownerMovesToAnotherCoordinator() public {
        uint256 id = start();
        vm.warp(block.timestamp + LENGTH);
        vm.prank(operator);
        lottery.closeLottery(id);
        (uint256 stale,) = lottery.randomRequests(id);
        DevnetVRFCoordinator other = new DevnetVRFCoordinator(address(this));
        FlaskLottery.VrfSettings memory vrf = FlaskLottery.VrfSettings({
            coordinator: IVRFCoordinatorV2Plus(address(other)),
            keyHash: bytes32(uint256(2)),
            subscriptionId: 9,
            requestConfirmations: 5,
            callbackGasLimit: 300_000,
            nativePayment: true
        });
        vm.prank(operator);
        vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, operator));
        lottery.setVrfSettings(vrf);
        vm.prank(owner);
        lottery.setVrfSettings(vrf);
        assertEq(address(lottery.coordinator()), address(other));
        assertEq(lottery.subscriptionId(), 9);
        assertEq(lottery.callbackGasLimit(), 300_000);
        vm.warp(block.timestamp + 1 days);
        vm.prank(owner);
        lottery.retryRandomness(id);
        (uint256 requestId,) = lottery.randomRequests(id);
        uint256[] memory words = new uint256[](1);
        // The old coordinator's answer is refused; the new one's counts.
        coordinator.fulfillRandomWords(stale, words);
        assertEq(uint256(lottery.viewLottery(id).status), uint256(FlaskLottery.Status.Close));
        other.fulfillRandomWords(requestId, words);
        lottery.drawFinalNumberAndMakeLotteryClaimable(id);
        assertEq(uint256(lottery.viewLottery(id).status), uint256(FlaskLottery.Status.Claimable));
    }

    // ---- a provider that never answers ----

    function test_anyoneCancelsAfterTheTimeoutAndBuyersGetExactlyWhatTheyPaid() public {
        uint256 first = start();
        buy(alice, first, one(1_999_999));
        closeAndDraw(first, 1_000_000); // nobody wins: a pot rolls over
        uint256 carried = lottery.pendingInjectionNextLottery();
        uint256 id = start();
        vm.prank(injector);
        lottery.injectFunds(id, 7 ether);
        uint256 aliceBefore = flask.balanceOf(alice);
        uint256 bobBefore = flask.balanceOf(bob);
        buy(alice, id, numbersOf(1_000_001, 1_000_002, 1_000_003));
        buy(alice, id, one(1_000_004));
        buy(bob, id, one(1_000_005));
        uint256 alicePaid = aliceBefore - flask.balanceOf(alice);
        uint256 bobPaid = bobBefore - flask.balanceOf(bob);
        vm.warp(block.timestamp + LENGTH);
        vm.prank(operator);
        lottery.closeLottery(id);
        // Not before a day without an answer.
        vm.warp(block.timestamp + 1 days - 1);
        vm.expectRevert(abi.encodeWithSelector(FlaskLottery.LotteryNotCancellable.selector, id));
        lottery.cancelLottery(id);
        vm.warp(block.timestamp + 1);
        vm.prank(makeAddr("anyone"));
        lottery.cancelLottery(id);
        assertEq(uint256(lottery.viewLottery(id).status), uint256(FlaskLottery.Status.Cancelled));
        assertEq(lottery.pendingInjectionNextLottery(), carried + 7 ether, "pot and injection move on");
        assertEq(lottery.unclaimedRefunds(), alicePaid + bobPaid, "sales owed back");
        // A late answer is refused.
        (uint256 requestId,) = lottery.randomRequests(id);
        uint256[] memory words = new uint256[](1);
        coordinator.fulfillRandomWords(requestId, words);
        vm.expectRevert(abi.encodeWithSelector(FlaskLottery.LotteryNotClose.selector, id));
        lottery.drawFinalNumberAndMakeLotteryClaimable(id);

        (uint256 owed, uint256 tickets) = lottery.refundOf(alice, id);
        assertEq(owed, alicePaid, "refund = paid");
        assertEq(tickets, 4);
        vm.prank(alice);
        lottery.claimRefund(id);
        assertEq(flask.balanceOf(alice), aliceBefore, "alice whole again");
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(FlaskLottery.NothingToRefund.selector, id));
        lottery.claimRefund(id);
        vm.prank(bob);
        lottery.claimRefund(id);
        assertEq(flask.balanceOf(bob), bobBefore, "bob whole again");
        vm.prank(injector);
        vm.expectRevert(abi.encodeWithSelector(FlaskLottery.NothingToRefund.selector, id));
        lottery.claimRefund(id);
        assertEq(lottery.unclaimedRefunds(), 0);

        // The lottery starts again, with the moved pot.
        uint256 next = start();
        assertEq(lottery.viewLottery(next).amountCollectedInFlask, carried + 7 ether, "next round's pot");
        assertEq(flask.balanceOf(address(lottery)), carried + 7 ether + lottery.unclaimedPrizes());
    }

    function test_aRoundNobodyClosedIsCancelledAfterItsEndPlusTheTimeout() public {
        uint256 id = start();
        buy(alice, id, one(1_000_001));
        vm.warp(block.timestamp + LENGTH + 1 days - 1);
        vm.expectRevert(abi.encodeWithSelector(FlaskLottery.LotteryNotCancellable.selector, id));
        lottery.cancelLottery(id);
        vm.warp(block.timestamp + 1);
        lottery.cancelLottery(id);
        FlaskLottery.Lottery memory round = lottery.viewLottery(id);
        assertGt(round.firstTicketIdNextLottery, round.lastTicketId, "tickets range closed");
        vm.expectRevert(abi.encodeWithSelector(FlaskLottery.LotteryNotOpen.selector, id));
        buy(alice, id, one(1_000_002));
        vm.expectRevert(abi.encodeWithSelector(FlaskLottery.LotteryNotCancellable.selector, id));
        lottery.cancelLottery(id);
        // No claims of prizes in a cancelled round.
        (uint256[] memory ticketIds,,,) = lottery.viewUserInfoForLotteryId(alice, id, 0, 1);
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(FlaskLottery.LotteryNotClaimable.selector, id));
        lottery.claimTickets(id, ids(ticketIds[0]), brackets(0));
        vm.prank(alice);
        lottery.claimRefund(id);
    }

    function test_anAnsweredRoundCannotBeCancelledOnlyDrawn() public {
        uint256 id = start();
        buy(alice, id, one(1_000_001));
        vm.warp(block.timestamp + LENGTH);
        vm.prank(operator);
        lottery.closeLottery(id);
        (uint256 requestId,) = lottery.randomRequests(id);
        uint256[] memory words = new uint256[](1);
        coordinator.fulfillRandomWords(requestId, words);
        vm.warp(block.timestamp + 3 days);
        vm.expectRevert(abi.encodeWithSelector(FlaskLottery.LotteryNotCancellable.selector, id));
        lottery.cancelLottery(id);
        vm.prank(makeAddr("anyone"));
        lottery.drawFinalNumberAndMakeLotteryClaimable(id);
        vm.expectRevert(abi.encodeWithSelector(FlaskLottery.LotteryNotCancellable.selector, id));
        lottery.cancelLottery(id);
        vm.expectRevert(abi.encodeWithSelector(FlaskLottery.LotteryNotCancelled.selector, id));
        lottery.claimRefund(id);
    }

    function test_treasuryFeeOnlyOnNewSales() public {
        uint256 first = start();
        buy(alice, first, one(1_999_999));
        closeAndDraw(first, 1_000_000); // nobody wins: all but the fee rolls over
        uint256 carried = lottery.pendingInjectionNextLottery();
        uint256 id = start();
        vm.prank(injector);
        lottery.injectFunds(id, 10 ether);
        uint256 before = flask.balanceOf(alice);
        buy(alice, id, one(1_999_999));
        uint256 sales = before - flask.balanceOf(alice);
        uint256 treasuryBefore = flask.balanceOf(treasury);
        closeAndDraw(id, 1_000_000);
        assertEq(flask.balanceOf(treasury) - treasuryBefore, sales * TREASURY_FEE / 10_000, "fee on sales only");
        assertEq(
            lottery.pendingInjectionNextLottery(),
            carried + 10 ether + sales - sales * TREASURY_FEE / 10_000,
            "the rest rolls over whole"
        );
    }

    // ---- draws and prizes ----

    function test_drawCountsWinnersByLeadingDigitsAndPaysEachBracket() public {
        uint256 id = start();
        // Final number 1_123_456. alice: 6 digits, 5, 1, none; bob: 3 digits twice, 2.
        uint32[] memory aliceTickets = new uint32[](4);
        (aliceTickets[0], aliceTickets[1], aliceTickets[2], aliceTickets[3]) =
            (1_123_456, 1_123_450, 1_199_999, 1_923_456);
        buy(alice, id, aliceTickets);
        buy(bob, id, numbersOf(1_123_000, 1_123_999, 1_120_000));
        uint256 pot = lottery.viewLottery(id).amountCollectedInFlask;
        uint256 treasuryBefore = flask.balanceOf(treasury);
        closeAndDraw(id, 1_123_456);

        FlaskLottery.Lottery memory round = lottery.viewLottery(id);
        uint256 toShare = pot * (10_000 - TREASURY_FEE) / 10_000;
        uint256[6] memory expectedWinners = [uint256(1), 1, 2, 0, 1, 1];
        uint256 distributed;
        for (uint256 b; b < 6; ++b) {
            assertEq(round.countWinnersPerBracket[b], expectedWinners[b], "winners per bracket");
            uint256 prize = expectedWinners[b] == 0 ? 0 : toShare * breakdown()[b] / 10_000 / expectedWinners[b];
            assertEq(round.flaskPerBracket[b], prize, "prize per bracket");
            distributed += prize * expectedWinners[b];
        }
        assertEq(flask.balanceOf(treasury) - treasuryBefore, pot - toShare, "treasury fee");
        assertEq(lottery.pendingInjectionNextLottery(), toShare - distributed, "empty bracket rolls over");
        assertEq(lottery.unclaimedPrizes(), distributed);

        (uint256[] memory aliceIds,,,) = lottery.viewUserInfoForLotteryId(alice, id, 0, 10);
        uint256 balance = flask.balanceOf(alice);
        vm.prank(alice);
        lottery.claimTickets(id, ids(aliceIds[0]), brackets(5));
        assertEq(flask.balanceOf(alice) - balance, round.flaskPerBracket[5], "jackpot paid");

        // Claimed once only; a lower bracket than the ticket's is refused; others' tickets too.
        vm.startPrank(alice);
        vm.expectRevert(abi.encodeWithSelector(FlaskLottery.TicketAlreadyClaimed.selector, aliceIds[0]));
        lottery.claimTickets(id, ids(aliceIds[0]), brackets(5));
        vm.expectRevert(abi.encodeWithSelector(FlaskLottery.WrongBracket.selector, aliceIds[1], 0));
        lottery.claimTickets(id, ids(aliceIds[1]), brackets(0));
        vm.expectRevert(abi.encodeWithSelector(FlaskLottery.WrongBracket.selector, aliceIds[3], 0));
        lottery.claimTickets(id, ids(aliceIds[3]), brackets(0));
        vm.stopPrank();
        vm.prank(bob);
        vm.expectRevert(abi.encodeWithSelector(FlaskLottery.NotTicketOwner.selector, aliceIds[1]));
        lottery.claimTickets(id, ids(aliceIds[1]), brackets(4));
        (,, bool[] memory claimed,) = lottery.viewUserInfoForLotteryId(alice, id, 0, 10);
        assertEq(claimed[0], true, "claimed flag");
        assertEq(claimed[1], false, "other tickets untouched");
    }

    function test_theNextRoundOpensWithTheRollover() public {
        uint256 id = start();
        buy(alice, id, one(1_999_999));
        closeAndDraw(id, 1_000_000); // no winner at all
        uint256 rolled = lottery.pendingInjectionNextLottery();
        assertGt(rolled, 0, "something rolls over");
        uint256 next = start();
        assertEq(lottery.viewLottery(next).amountCollectedInFlask, rolled, "opens with the rollover");
        assertEq(lottery.pendingInjectionNextLottery(), 0);
        // The old round's tickets are not counted in the new one (stale prefix slots).
        buy(bob, next, one(1_500_000));
        closeAndDraw(next, 1_999_999);
        assertEq(lottery.viewLottery(next).countWinnersPerBracket[5], 0, "old tickets do not win");
    }

    function test_claimsOnlyTicketsOfThatRound() public {
        uint256 id = start();
        buy(alice, id, one(1_111_111));
        closeAndDraw(id, 1_111_111);
        uint256 next = start();
        buy(alice, next, one(1_111_111));
        (uint256[] memory oldIds,,,) = lottery.viewUserInfoForLotteryId(alice, id, 0, 1);
        closeAndDraw(next, 1_222_222);
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(FlaskLottery.TicketNotInLottery.selector, oldIds[0]));
        lottery.claimTickets(next, ids(oldIds[0]), brackets(5));
    }

    function test_injectionOnlyByTheInjectorOrOwnerIntoTheOpenRound() public {
        uint256 id = start();
        vm.expectRevert(FlaskLottery.NotInjector.selector);
        vm.prank(alice);
        lottery.injectFunds(id, 1 ether);
        vm.prank(injector);
        lottery.injectFunds(id, 10_000 ether);
        assertEq(lottery.viewLottery(id).amountCollectedInFlask, 10_000 ether);
        vm.warp(block.timestamp + LENGTH);
        vm.prank(operator);
        lottery.closeLottery(id);
        vm.prank(injector);
        vm.expectRevert(abi.encodeWithSelector(FlaskLottery.LotteryNotOpen.selector, id));
        lottery.injectFunds(id, 1 ether);
    }

    // ---- owner ----

    function test_ownerCannotTakeFlask() public {
        uint256 id = start();
        buy(alice, id, one(1_000_000));
        vm.prank(owner);
        vm.expectRevert(FlaskLottery.CannotRecoverFlask.selector);
        lottery.recoverWrongTokens(IERC20(address(flask)), 1);
        TestToken stray = new TestToken("Stray", "STRAY", 18, address(this));
        stray.mint(address(lottery), 5 ether);
        vm.prank(owner);
        lottery.recoverWrongTokens(IERC20(address(stray)), 5 ether);
        assertEq(stray.balanceOf(owner), 5 ether);
    }

    function test_ownerSettersAreBoundedAndOwnerOnly() public {
        vm.expectRevert();
        lottery.setMaxNumberTicketsPerBuyOrClaim(50);
        vm.startPrank(owner);
        vm.expectRevert(abi.encodeWithSelector(FlaskLottery.InvalidTicketCount.selector, 101));
        lottery.setMaxNumberTicketsPerBuyOrClaim(101);
        lottery.setMaxNumberTicketsPerBuyOrClaim(50);
        vm.expectRevert(abi.encodeWithSelector(FlaskLottery.InvalidPriceRange.selector, 2 ether, 1 ether));
        lottery.setMinAndMaxTicketPriceInFlask(2 ether, 1 ether);
        vm.expectRevert(FlaskLottery.ZeroAddress.selector);
        lottery.setOperatorAndTreasuryAndInjectorAddresses(address(0), treasury, injector);
        vm.stopPrank();
        assertEq(lottery.maxNumberTicketsPerBuyOrClaim(), 50);
    }

    // ---- fuzz ----

    /// The draw's winner counts equal a brute-force count of leading matching digits.
    function testFuzz_winnerCountsMatchBruteForce(uint256 seed, uint32 finalDigits) public {
        uint256 id = start();
        uint32 finalNumber = uint32(1_000_000 + uint256(finalDigits) % 1_000_000);
        uint32[] memory list = new uint32[](60);
        uint256[6] memory expected;
        for (uint256 i; i < 60; ++i) {
            uint256 r = uint256(keccak256(abi.encode(seed, i)));
            // Half the tickets share a random prefix with the final number, so every bracket is hit.
            uint256 keep = r % 7;
            uint256 unit = 10 ** (6 - keep);
            uint256 digits = (uint256(finalNumber) - 1_000_000) / unit * unit + (r >> 8) % unit;
            list[i] = uint32(1_000_000 + (i % 2 == 0 ? digits : (r >> 32) % 1_000_000));
            uint256 matched = lottery.matchingDigits(uint256(list[i]) - 1_000_000, uint256(finalNumber) - 1_000_000);
            if (matched != 0) ++expected[matched - 1];
        }
        uint32[] memory half = new uint32[](30);
        for (uint256 i; i < 30; ++i) {
            half[i] = list[i];
        }
        buy(alice, id, half);
        for (uint256 i; i < 30; ++i) {
            half[i] = list[30 + i];
        }
        buy(bob, id, half);
        closeAndDraw(id, finalNumber);
        FlaskLottery.Lottery memory round = lottery.viewLottery(id);
        uint256 paid;
        for (uint256 b; b < 6; ++b) {
            assertEq(round.countWinnersPerBracket[b], expected[b], "winners");
            paid += round.flaskPerBracket[b] * expected[b];
        }
        assertLe(paid, round.amountCollectedInFlask * (10_000 - TREASURY_FEE) / 10_000, "prizes within the pot");
    }
}
