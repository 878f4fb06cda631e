// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {AuctionFixture} from "./AuctionFixture.sol";

/// Gas of the auction's calls as a real transaction meets them (cold storage through vm.cool), on an
/// open auction where beta already bid. Figures (the call alone, without the 21,000 base and
/// calldata) go to snapshots/AuctionGasTest.json.
contract AuctionGasTest is AuctionFixture {
    uint256 internal auctionId;

    function setUp() public override {
        super.setUp();
        auctionId = startAndOpen();
        bidAs(beta, 200 ether);
    }

    function _cold() private {
        vm.cool(address(flask));
        vm.cool(address(auction));
    }

    function test_gas_firstBid() public {
        _cold();
        vm.prank(alpha);
        auction.bid(INITIAL_BID);
        assertLt(vm.snapshotGasLastCall("bid (first)"), 130_000, "first bid");
    }

    function test_gas_raise() public {
        bidAs(alpha, INITIAL_BID);
        _cold();
        vm.prank(alpha);
        auction.bid(INCREMENT);
        assertLt(vm.snapshotGasLastCall("bid (raise)"), 60_000, "raise");
    }

    /// Four bidders, two winners.
    function test_gas_close() public {
        bidAs(alpha, 150 ether);
        bidAs(gamma, 300 ether);
        bidAs(delta, 100 ether);
        vm.roll(auctionEnd + 1);
        _cold();
        vm.prank(owner);
        auction.closeAuction(100);
        assertLt(vm.snapshotGasLastCall("closeAuction (4 bidders, 2 winners)"), 200_000, "close");
    }

    function test_gas_reclaim() public {
        bidAs(alpha, 150 ether);
        bidAs(gamma, 300 ether);
        closeNow();
        _cold();
        vm.prank(alpha);
        auction.claimAuction(auctionId);
        assertLt(vm.snapshotGasLastCall("claimAuction"), 60_000, "reclaim");
    }
}
