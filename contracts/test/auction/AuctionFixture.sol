// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {FlaskFarmAuction} from "../../src/auction/FlaskFarmAuction.sol";
import {FlaskToken} from "../../src/token/FlaskToken.sol";
import {Test} from "../utils/Test.sol";

/// The auction on the real FLASK (so burns are real burns). Four project wallets are whitelisted,
/// hold 10,000 FLASK each and approved the auction; `outsider` holds FLASK but is not whitelisted.
/// Auctions here: first bid at least 100 FLASK, steps of 10, `LEADERBOARD` winners.
abstract contract AuctionFixture is Test {
    uint256 internal constant INITIAL_BID = 100 ether;
    uint256 internal constant INCREMENT = 10 ether;
    uint256 internal constant LEADERBOARD = 2;
    uint256 internal constant MAX_BIDDERS = 50;
    uint256 internal constant LENGTH = 100;
    uint256 internal constant BALANCE = 10_000 ether;

    FlaskToken internal flask;
    FlaskFarmAuction internal auction;
    address internal owner = makeAddr("owner");
    address internal alpha = makeAddr("alpha");
    address internal beta = makeAddr("beta");
    address internal gamma = makeAddr("gamma");
    address internal delta = makeAddr("delta");
    address internal outsider = makeAddr("outsider");
    uint256 internal auctionStart;
    uint256 internal auctionEnd;

    function setUp() public virtual {
        vm.roll(1_000);
        flask = new FlaskToken(address(this));
        flask.grantRole(flask.MINTER_ROLE(), address(this));
        auction = new FlaskFarmAuction(address(flask), owner);
        address[] memory projects = _projects();
        for (uint256 i; i < projects.length; ++i) {
            _fund(projects[i]);
        }
        _fund(outsider);
        vm.prank(owner);
        auction.addWhitelist(projects);
    }

    function _projects() internal view returns (address[] memory projects) {
        projects = new address[](4);
        projects[0] = alpha;
        projects[1] = beta;
        projects[2] = gamma;
        projects[3] = delta;
    }

    function _fund(address account) internal {
        flask.mint(account, BALANCE);
        vm.prank(account);
        flask.approve(address(auction), type(uint256).max);
    }

    /// Starts the next auction 5 blocks ahead, `LENGTH` blocks long.
    function startNext() internal returns (uint256 auctionId) {
        auctionStart = block.number + 5;
        auctionEnd = auctionStart + LENGTH;
        vm.prank(owner);
        auction.startAuction(auctionStart, auctionEnd, INITIAL_BID, INCREMENT, LEADERBOARD, MAX_BIDDERS);
        return auction.currentAuctionId();
    }

    function startAndOpen() internal returns (uint256 auctionId) {
        auctionId = startNext();
        vm.roll(auctionStart);
    }

    function bidAs(address bidder, uint256 amount) internal {
        vm.prank(bidder);
        auction.bid(amount);
    }

    function closeNow() internal {
        if (block.number <= auctionEnd) vm.roll(auctionEnd + 1);
        vm.prank(owner);
        auction.closeAuction(100);
    }
}
