// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {FlaskFarmAuction} from "../../src/auction/FlaskFarmAuction.sol";
import {TestToken} from "../../src/token/testing/TestToken.sol";
import {AuctionFixture} from "./AuctionFixture.sol";

contract FlaskFarmAuctionTest is AuctionFixture {
    event WhitelistAdd(address indexed account);
    event WhitelistRemove(address indexed account);
    event AuctionStart(
        uint256 indexed auctionId,
        uint256 startBlock,
        uint256 endBlock,
        uint256 initialBidAmount,
        uint256 bidIncrement,
        uint256 leaderboard,
        uint256 maxBidders
    );
    event AuctionBid(uint256 indexed auctionId, address indexed account, uint256 amount, uint256 total);
    event AuctionClose(uint256 indexed auctionId, address[] winners, uint256 burned);
    event AuctionClaim(uint256 indexed auctionId, address indexed account, uint256 amount);

    function _status(uint256 auctionId) private view returns (uint8 status) {
        (status,,,,,,,,,) = auction.auctions(auctionId);
    }

    function _totalBids(uint256 auctionId) private view returns (uint256 totalBids) {
        (,,,,,, totalBids,,,) = auction.auctions(auctionId);
    }

    function _assertAccounts(address[] memory actual, address[] memory expected, string memory what) private pure {
        assertEq(actual.length, expected.length, string.concat(what, ": length"));
        for (uint256 i; i < expected.length; ++i) {
            assertEq(actual[i], expected[i], what);
        }
    }

    function _list(address a) private pure returns (address[] memory list) {
        list = new address[](1);
        list[0] = a;
    }

    function _list(address a, address b) private pure returns (address[] memory list) {
        list = new address[](2);
        list[0] = a;
        list[1] = b;
    }

    // ----- deployment and whitelist -----

    function test_constructor_refusesZeroFlask() public {
        vm.expectRevert(FlaskFarmAuction.ZeroAddress.selector);
        new FlaskFarmAuction(address(0), owner);
    }

    function test_constructor_setsTokenOwnerAndNoAuction() public view {
        assertEq(address(auction.flask()), address(flask));
        assertEq(auction.owner(), owner);
        assertEq(auction.currentAuctionId(), 0, "no auction yet");
    }

    function test_addWhitelist_listsEachAccountOnce() public {
        address newcomer = makeAddr("newcomer");
        vm.expectEmit();
        emit WhitelistAdd(newcomer);
        vm.prank(owner);
        auction.addWhitelist(_list(newcomer, alpha));
        assertTrue(auction.isWhitelisted(newcomer), "listed");
        (address[] memory bidders, uint256 next) = auction.viewBidders(0, 100);
        assertEq(bidders.length, 5, "alpha not listed twice");
        assertEq(next, 5);
        assertTrue(!auction.isWhitelisted(outsider), "outsider");
    }

    function test_addWhitelist_refusesZeroAddress() public {
        vm.prank(owner);
        vm.expectRevert(FlaskFarmAuction.ZeroAddress.selector);
        auction.addWhitelist(_list(address(0)));
    }

    function test_whitelist_isTheOwners() public {
        vm.prank(alpha);
        vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, alpha));
        auction.addWhitelist(_list(outsider));
        vm.prank(alpha);
        vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, alpha));
        auction.removeWhitelist(_list(beta));
    }

    function test_viewBidders_pages() public view {
        (address[] memory first, uint256 next) = auction.viewBidders(0, 3);
        assertEq(first.length, 3);
        assertEq(next, 3);
        (address[] memory rest, uint256 end) = auction.viewBidders(next, 3);
        assertEq(rest.length, 1);
        assertEq(end, 4);
        (address[] memory none, uint256 same) = auction.viewBidders(9, 3);
        assertEq(none.length, 0);
        assertEq(same, 9);
    }

    function test_removeWhitelist_afterTheCloseStopsBiddingButKeepsTheBid() public {
        uint256 id = startAndOpen();
        bidAs(alpha, 150 ether);
        bidAs(beta, 200 ether);
        bidAs(gamma, 300 ether);
        closeNow();
        vm.expectEmit();
        emit WhitelistRemove(alpha);
        vm.prank(owner);
        auction.removeWhitelist(_list(alpha));
        assertTrue(!auction.isWhitelisted(alpha), "removed");
        startAndOpen();
        vm.prank(alpha);
        vm.expectRevert(abi.encodeWithSelector(FlaskFarmAuction.NotWhitelisted.selector, alpha));
        auction.bid(100 ether);
        uint256 before = flask.balanceOf(alpha);
        vm.prank(alpha);
        auction.claimAuction(id);
        assertEq(flask.balanceOf(alpha) - before, 150 ether, "bid back");
    }

    // ----- starting -----

    function test_startAuction_opensTheNextId() public {
        vm.expectEmit();
        emit AuctionStart(
            1, block.number + 5, block.number + 5 + LENGTH, INITIAL_BID, INCREMENT, LEADERBOARD, MAX_BIDDERS
        );
        uint256 id = startNext();
        assertEq(id, 1);
        (
            uint8 status,
            uint256 startBlock,
            uint256 endBlock,
            uint256 initialBidAmount,
            uint256 bidIncrement,
            uint256 leaderboard,
            uint256 totalBids,
            uint256 maxBidders,,
        ) = auction.auctions(id);
        assertEq(status, 0, "pending");
        assertEq(startBlock, auctionStart);
        assertEq(endBlock, auctionEnd);
        assertEq(initialBidAmount, INITIAL_BID);
        assertEq(bidIncrement, INCREMENT);
        assertEq(leaderboard, LEADERBOARD);
        assertEq(totalBids, 0);
        assertEq(maxBidders, MAX_BIDDERS);
    }

    function test_startAuction_isTheOwners() public {
        vm.prank(alpha);
        vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, alpha));
        auction.startAuction(block.number + 1, block.number + 2, INITIAL_BID, INCREMENT, 1, MAX_BIDDERS);
    }

    function test_startAuction_refusesBadBlocks() public {
        vm.startPrank(owner);
        uint256 now_ = block.number;
        vm.expectRevert(abi.encodeWithSelector(FlaskFarmAuction.InvalidBlocks.selector, now_, now_ + 10));
        auction.startAuction(now_, now_ + 10, INITIAL_BID, INCREMENT, 1, MAX_BIDDERS);
        vm.expectRevert(abi.encodeWithSelector(FlaskFarmAuction.InvalidBlocks.selector, now_ + 10, now_ + 10));
        auction.startAuction(now_ + 10, now_ + 10, INITIAL_BID, INCREMENT, 1, MAX_BIDDERS);
        vm.stopPrank();
    }

    function test_startAuction_capsTheLeaderboardAndTheBidders() public {
        vm.startPrank(owner);
        uint256 from = block.number + 1;
        vm.expectRevert(FlaskFarmAuction.InvalidAuctionParameters.selector);
        auction.startAuction(from, from + 1, INITIAL_BID, INCREMENT, 21, MAX_BIDDERS);
        vm.expectRevert(FlaskFarmAuction.InvalidAuctionParameters.selector);
        auction.startAuction(from, from + 1, INITIAL_BID, INCREMENT, 2, 1_001);
        vm.expectRevert(FlaskFarmAuction.InvalidAuctionParameters.selector);
        auction.startAuction(from, from + 1, INITIAL_BID, INCREMENT, 3, 2);
        auction.startAuction(from, from + 1, INITIAL_BID, INCREMENT, 20, 1_000);
        vm.stopPrank();
    }

    function test_bid_refusesANewBidderPastTheCap() public {
        vm.prank(owner);
        auction.startAuction(block.number + 1, block.number + 50, INITIAL_BID, INCREMENT, 1, 2);
        vm.roll(block.number + 1);
        bidAs(alpha, 100 ether);
        bidAs(beta, 100 ether);
        vm.prank(gamma);
        vm.expectRevert(abi.encodeWithSelector(FlaskFarmAuction.AuctionFull.selector, 2));
        auction.bid(100 ether);
        bidAs(alpha, 10 ether); // bidders already in may raise
    }

    function test_startAuction_refusesZeroIncrementOrLeaderboard() public {
        vm.startPrank(owner);
        vm.expectRevert(FlaskFarmAuction.InvalidAuctionParameters.selector);
        auction.startAuction(block.number + 1, block.number + 2, INITIAL_BID, 0, 1, MAX_BIDDERS);
        vm.expectRevert(FlaskFarmAuction.InvalidAuctionParameters.selector);
        auction.startAuction(block.number + 1, block.number + 2, INITIAL_BID, INCREMENT, 0, MAX_BIDDERS);
        vm.stopPrank();
    }

    function test_startAuction_waitsForTheLastOneToClose() public {
        startAndOpen();
        vm.roll(auctionEnd + 1);
        vm.prank(owner);
        vm.expectRevert(abi.encodeWithSelector(FlaskFarmAuction.AuctionNotClosed.selector, 1));
        auction.startAuction(block.number + 1, block.number + 2, INITIAL_BID, INCREMENT, 1, MAX_BIDDERS);
        closeNow();
        assertEq(startNext(), 2, "second auction");
        assertEq(_status(1), 2, "first stays closed");
    }

    // ----- bidding -----

    function test_bid_takesFlaskAndAddsUp() public {
        uint256 id = startAndOpen();
        vm.expectEmit();
        emit AuctionBid(id, alpha, 100 ether, 100 ether);
        bidAs(alpha, 100 ether);
        vm.expectEmit();
        emit AuctionBid(id, alpha, 10 ether, 110 ether);
        bidAs(alpha, 10 ether);
        bidAs(beta, 200 ether);
        (uint256 amount, bool claimed, bool won) = auction.bidOf(id, alpha);
        assertEq(amount, 110 ether, "alpha total");
        assertTrue(!claimed && !won, "nothing settled");
        assertEq(flask.balanceOf(alpha), BALANCE - 110 ether, "alpha paid");
        assertEq(flask.balanceOf(address(auction)), 310 ether, "auction holds the bids");
        assertEq(_totalBids(id), 310 ether, "totalBids");
        assertEq(_status(id), 1, "open");
    }

    function test_bid_onlyWhitelisted() public {
        startAndOpen();
        vm.prank(outsider);
        vm.expectRevert(abi.encodeWithSelector(FlaskFarmAuction.NotWhitelisted.selector, outsider));
        auction.bid(INITIAL_BID);
    }

    function test_bid_onlyInsideTheWindow() public {
        vm.prank(alpha);
        vm.expectRevert(abi.encodeWithSelector(FlaskFarmAuction.AuctionNotOpen.selector, 0));
        auction.bid(INITIAL_BID);
        uint256 id = startNext();
        vm.roll(auctionStart - 1);
        vm.prank(alpha);
        vm.expectRevert(abi.encodeWithSelector(FlaskFarmAuction.AuctionNotOpen.selector, id));
        auction.bid(INITIAL_BID);
        vm.roll(auctionEnd);
        bidAs(alpha, INITIAL_BID); // the end block is still in
        vm.roll(auctionEnd + 1);
        vm.prank(alpha);
        vm.expectRevert(abi.encodeWithSelector(FlaskFarmAuction.AuctionNotOpen.selector, id));
        auction.bid(INCREMENT);
    }

    function test_bid_refusesZeroAndNonMultiples() public {
        startAndOpen();
        vm.startPrank(alpha);
        vm.expectRevert(abi.encodeWithSelector(FlaskFarmAuction.InvalidBidAmount.selector, 0, INCREMENT));
        auction.bid(0);
        vm.expectRevert(abi.encodeWithSelector(FlaskFarmAuction.InvalidBidAmount.selector, 105 ether, INCREMENT));
        auction.bid(105 ether);
        auction.bid(100 ether);
        vm.expectRevert(abi.encodeWithSelector(FlaskFarmAuction.InvalidBidAmount.selector, 1 ether, INCREMENT));
        auction.bid(1 ether);
        vm.stopPrank();
    }

    function test_bid_firstBidAtLeastTheInitialAmount() public {
        startAndOpen();
        vm.prank(alpha);
        vm.expectRevert(abi.encodeWithSelector(FlaskFarmAuction.BidTooLow.selector, 90 ether, INITIAL_BID));
        auction.bid(90 ether);
        bidAs(alpha, INITIAL_BID);
        bidAs(alpha, INCREMENT); // later bids only need the step
    }

    // ----- views -----

    function test_auctions_statusFollowsTheBlocksAndTheClose() public {
        uint256 id = startNext();
        assertEq(_status(id), 0, "before the start");
        vm.roll(auctionStart);
        assertEq(_status(id), 1, "from the start");
        vm.roll(auctionEnd + 50);
        assertEq(_status(id), 1, "ended, not closed");
        closeNow();
        assertEq(_status(id), 2, "closed");
    }

    function test_auctions_refusesUnknownIds() public {
        vm.expectRevert(abi.encodeWithSelector(FlaskFarmAuction.UnknownAuction.selector, 0));
        auction.auctions(0);
        startNext();
        vm.expectRevert(abi.encodeWithSelector(FlaskFarmAuction.UnknownAuction.selector, 2));
        auction.auctions(2);
    }

    function test_viewBidsPerAuction_inFirstBidOrderWithTotals() public {
        uint256 id = startAndOpen();
        bidAs(beta, 100 ether);
        bidAs(alpha, 200 ether);
        bidAs(beta, 50 ether);
        bidAs(gamma, 120 ether);
        (address[] memory accounts, uint256[] memory amounts, uint256 next) = auction.viewBidsPerAuction(id, 0, 2);
        assertEq(accounts.length, 2);
        assertEq(accounts[0], beta);
        assertEq(amounts[0], 150 ether);
        assertEq(accounts[1], alpha);
        assertEq(amounts[1], 200 ether);
        assertEq(next, 2);
        (accounts, amounts, next) = auction.viewBidsPerAuction(id, next, 10);
        assertEq(accounts.length, 1);
        assertEq(accounts[0], gamma);
        assertEq(amounts[0], 120 ether);
        assertEq(next, 3);
    }

    // ----- closing -----

    function test_closeAuction_topTotalsWinAndAreBurned() public {
        uint256 id = startAndOpen();
        bidAs(alpha, 200 ether);
        bidAs(beta, 300 ether);
        bidAs(gamma, 150 ether);
        bidAs(delta, 100 ether);
        uint256 supply = flask.totalSupply();
        vm.roll(auctionEnd + 1);
        vm.expectEmit();
        emit AuctionClose(id, _list(beta, alpha), 500 ether);
        vm.prank(owner);
        auction.closeAuction(100);
        _assertAccounts(auction.viewWinners(id), _list(beta, alpha), "winners");
        assertEq(supply - flask.totalSupply(), 500 ether, "winning bids burned");
        assertEq(flask.totalBurned(), 500 ether, "counted as burned");
        assertEq(flask.balanceOf(address(auction)), 250 ether, "losing bids stay");
        (,, bool won) = auction.bidOf(id, beta);
        assertTrue(won, "beta won");
        (,, won) = auction.bidOf(id, gamma);
        assertTrue(!won, "gamma lost");
        assertTrue(auction.claimable(id, gamma) && auction.claimable(id, delta), "losers may reclaim");
        assertTrue(!auction.claimable(id, alpha), "winners may not");
    }

    function test_closeAuction_tieGoesToTheEarlierFirstBid() public {
        uint256 id = startAndOpen();
        bidAs(gamma, 100 ether); // first bid before alpha's
        bidAs(alpha, 200 ether);
        bidAs(beta, 300 ether);
        bidAs(gamma, 100 ether); // reaches 200 after alpha did
        closeNow();
        _assertAccounts(auction.viewWinners(id), _list(beta, gamma), "gamma bid first");
    }

    function test_closeAuction_everyBidderWinsWhenFewerThanTheLeaderboard() public {
        uint256 id = startAndOpen();
        bidAs(delta, 100 ether);
        closeNow();
        _assertAccounts(auction.viewWinners(id), _list(delta), "one bidder");
        assertEq(flask.balanceOf(address(auction)), 0, "all burned");
    }

    function test_closeAuction_withoutBids() public {
        uint256 id = startAndOpen();
        vm.roll(auctionEnd + 1);
        vm.expectEmit();
        emit AuctionClose(id, new address[](0), 0);
        vm.prank(owner);
        auction.closeAuction(100);
        assertEq(auction.viewWinners(id).length, 0);
    }

    function test_closeAuction_afterTheEndOnlyOnceAndByTheOwner() public {
        vm.prank(owner);
        vm.expectRevert(abi.encodeWithSelector(FlaskFarmAuction.UnknownAuction.selector, 0));
        auction.closeAuction(100);
        uint256 id = startAndOpen();
        vm.roll(auctionEnd);
        vm.prank(owner);
        vm.expectRevert(abi.encodeWithSelector(FlaskFarmAuction.AuctionNotEnded.selector, auctionEnd));
        auction.closeAuction(100);
        vm.roll(auctionEnd + 1);
        vm.prank(alpha);
        uint256 grace = auctionEnd + auction.CLOSE_GRACE_BLOCKS();
        vm.expectRevert(abi.encodeWithSelector(FlaskFarmAuction.CloseReservedToOwner.selector, grace));
        auction.closeAuction(100);
        vm.prank(owner);
        vm.expectRevert(FlaskFarmAuction.InvalidAuctionParameters.selector);
        auction.closeAuction(0);
        closeNow();
        vm.prank(owner);
        vm.expectRevert(abi.encodeWithSelector(FlaskFarmAuction.AuctionNotOpen.selector, id));
        auction.closeAuction(100);
    }

    function test_closeAuction_anyoneAfterTheGrace() public {
        uint256 id = startAndOpen();
        bidAs(alpha, 200 ether);
        bidAs(beta, 100 ether);
        bidAs(gamma, 150 ether);
        uint256 grace = auctionEnd + auction.CLOSE_GRACE_BLOCKS();
        vm.roll(grace);
        vm.prank(makeAddr("anyone"));
        vm.expectRevert(abi.encodeWithSelector(FlaskFarmAuction.CloseReservedToOwner.selector, grace));
        auction.closeAuction(100);
        vm.roll(grace + 1);
        vm.prank(makeAddr("anyone"));
        auction.closeAuction(100);
        _assertAccounts(auction.viewWinners(id), _list(alpha, gamma), "closed by anyone");
        vm.prank(beta);
        auction.claimAuction(id);
    }

    function test_closeAuction_pagedGivesTheSameWinnersAsOneCall() public {
        uint256 id = startAndOpen();
        bidAs(gamma, 100 ether);
        bidAs(alpha, 200 ether);
        bidAs(delta, 250 ether);
        bidAs(beta, 300 ether);
        bidAs(gamma, 100 ether); // ties alpha, with the earlier first bid
        vm.roll(auctionEnd + 1);
        vm.startPrank(owner);
        assertTrue(!auction.closeAuction(1), "one bidder ranked");
        (uint8 status,,,,,,,, uint256 bidders, uint256 ranked) = auction.auctions(id);
        assertEq(status, 1, "not closed yet");
        assertEq(bidders, 4);
        assertEq(ranked, 1);
        assertTrue(!auction.closeAuction(2), "three ranked");
        uint256 supply = flask.totalSupply();
        assertTrue(auction.closeAuction(2), "the last page closes");
        vm.stopPrank();
        _assertAccounts(auction.viewWinners(id), _list(beta, delta), "top two");
        assertEq(supply - flask.totalSupply(), 550 ether, "burned at the last page only");
        (status,,,,,,,,, ranked) = auction.auctions(id);
        assertEq(status, 2);
        assertEq(ranked, 4);
    }

    function test_removeWhitelist_keepsABidderOfTheOpenAuction() public {
        uint256 id = startAndOpen();
        bidAs(alpha, 100 ether);
        vm.startPrank(owner);
        vm.expectRevert(abi.encodeWithSelector(FlaskFarmAuction.BidderInOpenAuction.selector, alpha));
        auction.removeWhitelist(_list(alpha, beta));
        auction.removeWhitelist(_list(beta, beta)); // never bid: may go
        vm.stopPrank();
        assertTrue(!auction.isWhitelisted(beta), "beta removed");
        closeNow();
        vm.prank(owner);
        auction.removeWhitelist(_list(alpha, alpha));
        assertTrue(!auction.isWhitelisted(alpha) && id == 1, "alpha removed after the close");
    }

    function test_renounceOwnership_isDisabled() public {
        vm.prank(owner);
        vm.expectRevert(FlaskFarmAuction.RenounceDisabled.selector);
        auction.renounceOwnership();
        assertEq(auction.owner(), owner);
    }

    // ----- reclaiming -----

    function test_claimAuction_returnsALosingBidOnce() public {
        uint256 id = startAndOpen();
        bidAs(alpha, 300 ether);
        bidAs(beta, 200 ether);
        bidAs(gamma, 120 ether);
        bidAs(gamma, 10 ether);
        vm.prank(gamma);
        vm.expectRevert(abi.encodeWithSelector(FlaskFarmAuction.AuctionNotClosed.selector, id));
        auction.claimAuction(id);
        closeNow();
        vm.expectEmit();
        emit AuctionClaim(id, gamma, 130 ether);
        vm.prank(gamma);
        auction.claimAuction(id);
        assertEq(flask.balanceOf(gamma), BALANCE, "whole bid back");
        (, bool claimed,) = auction.bidOf(id, gamma);
        assertTrue(claimed, "marked");
        assertTrue(!auction.claimable(id, gamma), "no longer claimable");
        vm.prank(gamma);
        vm.expectRevert(FlaskFarmAuction.AlreadyClaimed.selector);
        auction.claimAuction(id);
    }

    function test_claimAuction_nothingForWinnersOrStrangers() public {
        uint256 id = startAndOpen();
        bidAs(alpha, 300 ether);
        closeNow();
        vm.prank(alpha);
        vm.expectRevert(FlaskFarmAuction.NothingToClaim.selector);
        auction.claimAuction(id);
        vm.prank(beta);
        vm.expectRevert(FlaskFarmAuction.NothingToClaim.selector);
        auction.claimAuction(id);
        vm.prank(beta);
        vm.expectRevert(abi.encodeWithSelector(FlaskFarmAuction.UnknownAuction.selector, 2));
        auction.claimAuction(2);
    }

    function test_claimAuction_anOldAuctionAfterTheNextStarted() public {
        uint256 first = startAndOpen();
        bidAs(alpha, 300 ether);
        bidAs(beta, 200 ether);
        bidAs(gamma, 100 ether);
        closeNow();
        uint256 second = startAndOpen();
        bidAs(gamma, 100 ether);
        assertTrue(!auction.claimable(second, gamma), "second still open");
        vm.prank(gamma);
        auction.claimAuction(first);
        assertEq(flask.balanceOf(gamma), BALANCE - 100 ether, "first bid back, second bid in");
    }

    // ----- recovery -----

    function test_recoverWrongTokens_neverFlask() public {
        TestToken stray = new TestToken("Stray", "STRAY", 18, address(this));
        stray.mint(address(auction), 5 ether);
        vm.prank(owner);
        auction.recoverWrongTokens(address(stray), 5 ether);
        assertEq(stray.balanceOf(owner), 5 ether);
        vm.prank(owner);
        vm.expectRevert(FlaskFarmAuction.CannotRecoverFlask.selector);
        auction.recoverWrongTokens(address(flask), 1);
    }
}
