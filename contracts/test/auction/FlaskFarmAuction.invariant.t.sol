// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {FlaskFarmAuction} from "../../src/auction/FlaskFarmAuction.sol";
import {FlaskToken} from "../../src/token/FlaskToken.sol";
import {CrossTalkHandler} from "../utils/CrossTalkHandler.sol";
import {AuctionFixture} from "./AuctionFixture.sol";

/// Runs short auctions one after another: bids of any size (many refused: too low, not a multiple,
/// outside the window, not whitelisted, past the bidder cap), the owner's whitelist changes (also
/// removing a bidder of the open auction), starts (sometimes at the leaderboard and bidder caps, then
/// filled by a crowd of bidders), paged closes by the owner or by anyone (also too early, or before the
/// grace), renouncing ownership, reclaims (repeated, by winners, of any auction), FLASK sent to the
/// auction directly. Ghosts count each auction's deposits, burns and reclaims from balance moves, and
/// the gas of each close page.
contract AuctionHandler is CrossTalkHandler {
    FlaskFarmAuction public immutable auction;
    FlaskToken public immutable flask;
    address public immutable owner;
    address[] public actors;

    mapping(uint256 auctionId => uint256) public deposited;
    mapping(uint256 auctionId => uint256) public burned;
    mapping(uint256 auctionId => uint256) public reclaimed;
    /// @dev Each actor's total as the handler saw it go in, and the first-bid order.
    mapping(uint256 auctionId => mapping(address actor => uint256)) public ghostTotal;
    mapping(uint256 auctionId => address[]) internal _ghostBidders;
    uint256 public donated;
    bool public claimedTwice;
    bool public wrongWinners;
    bool public wrongAmount;
    uint256 public bids;
    uint256 public closes;
    uint256 public claims;
    /// @dev Rule breaks seen: a close before the grace by someone else than the owner, a bidder of the
    /// open auction removed from the whitelist, ownership renounced, a close page over its gas budget.
    bool public closedBeforeGrace;
    bool public removedOpenBidder;
    bool public renounced;
    bool public pageOverBudget;
    uint256 public maxPageGas;
    uint256 public crowdSize;
    /// Gas a close page may use: a base plus a share per bidder ranked (measured ~6k; room for the top's inserts).
    uint256 public constant PAGE_GAS_BASE = 600_000;
    uint256 public constant PAGE_GAS_PER_BIDDER = 12_000;

    modifier tick() {
        vm.roll(block.number + 1);
        _;
    }

    constructor(FlaskFarmAuction auction_, address owner_, address[] memory actors_) {
        auction = auction_;
        flask = FlaskToken(address(auction_.flask()));
        owner = owner_;
        actors = actors_;
    }

    // ----- bidders -----

    function bid(uint256 actorSeed, uint256 amount) external tick {
        // Mostly 100 to 130 FLASK in steps of 10 (valid, and totals often tie), sometimes anything.
        _bid(
            actors[actorSeed % actors.length],
            amount % 4 == 0 ? bound(amount, 0, 500 ether) : bound(amount, 10, 13) * 10 ether
        );
    }

    /// One increment more (the initial amount for a first bid): the usual raise, which makes ties.
    function raise(uint256 actorSeed) external tick {
        address actor = actors[actorSeed % actors.length];
        _bid(actor, ghostTotal[auction.currentAuctionId()][actor] == 0 ? 100 ether : 10 ether);
    }

    function claim(uint256 actorSeed, uint256 auctionSeed) external tick {
        address actor = actors[actorSeed % actors.length];
        uint256 current = auction.currentAuctionId();
        uint256 auctionId = _claimTarget(current, auctionSeed);
        bool wasClaimed = _claimed(auctionId, actor);
        uint256 before = flask.balanceOf(actor);
        _before(actor);
        vm.prank(actor);
        try auction.claimAuction(auctionId) {
            claims += 1;
            if (wasClaimed) claimedTwice = true;
            uint256 paid = flask.balanceOf(actor) - before;
            if (paid != ghostTotal[auctionId][actor]) wrongAmount = true;
            reclaimed[auctionId] += paid;
        } catch {}
        _after(actor);
    }

    function donate(uint256 amount) external {
        amount = bound(amount, 1, 50 ether);
        flask.mint(address(auction), amount);
        donated += amount;
    }

    /// Mostly a few blocks; sometimes to just past the current auction's end (the owner's grace begins).
    function advance(uint256 blocks) external {
        uint256 auctionId = auction.currentAuctionId();
        if (blocks % 4 == 0 && auctionId != 0) {
            (,, uint256 endBlock,,,,,,,) = auction.auctions(auctionId);
            if (block.number <= endBlock) vm.roll(endBlock + 1);
            return;
        }
        vm.roll(block.number + bound(blocks, 1, 4));
    }

    // ----- owner -----

    /// Mostly small auctions; one in eight at the caps (MAX_LEADERBOARD winners, MAX_BIDDERS bidders).
    function start(uint256 delay, uint256 length, uint256 leaderboard) external tick {
        bool atCaps = leaderboard % 8 == 0;
        uint256 winners = atCaps ? auction.MAX_LEADERBOARD() : bound(leaderboard, 1, 3);
        uint256 maxBidders = atCaps ? auction.MAX_BIDDERS() : bound(leaderboard >> 8, winners, 5);
        vm.prank(owner);
        try auction.startAuction(
            block.number + bound(delay, 1, 3),
            block.number + 3 + bound(length, 20, 60),
            100 ether,
            10 ether,
            winners,
            maxBidders
        ) {}
            catch {}
    }

    /// Up to 250 more whitelisted wallets bid in the open auction (those past its bidder cap are refused).
    function crowd(uint256 seed) external tick {
        uint256 auctionId = auction.currentAuctionId();
        if (auctionId == 0) return;
        uint256 count = bound(seed, 1, 250);
        address[] memory wallets = new address[](count);
        for (uint256 i; i < count; ++i) {
            wallets[i] = address(uint160(0xC0000 + crowdSize + i));
        }
        crowdSize += count;
        vm.prank(owner);
        auction.addWhitelist(wallets);
        for (uint256 i; i < count; ++i) {
            vm.prank(wallets[i]);
            flask.approve(address(auction), type(uint256).max);
            _bid(wallets[i], (10 + (uint256(keccak256(abi.encode(seed, i))) % 20)) * 10 ether);
        }
    }

    /// A page of the close by the owner or by anyone, of 1 to 300 bidders; sometimes past the grace first.
    function close(uint256 limitSeed, bool byOwner, bool pastGrace) external tick {
        uint256 auctionId = auction.currentAuctionId();
        if (auctionId == 0) return;
        (, , uint256 endBlock,,,,,,,) = auction.auctions(auctionId);
        if (pastGrace && block.number <= endBlock + auction.CLOSE_GRACE_BLOCKS()) {
            vm.roll(endBlock + auction.CLOSE_GRACE_BLOCKS() + 1);
        }
        uint256 limit = bound(limitSeed, 1, 300);
        uint256 supply = flask.totalSupply();
        address caller = byOwner ? owner : actors[limitSeed % actors.length];
        vm.prank(caller);
        uint256 gasBefore = gasleft();
        try auction.closeAuction(limit) returns (bool done) {
            uint256 used = gasBefore - gasleft();
            if (used > maxPageGas) maxPageGas = used;
            if (used > PAGE_GAS_BASE + PAGE_GAS_PER_BIDDER * limit) pageOverBudget = true;
            if (!byOwner && block.number <= endBlock + auction.CLOSE_GRACE_BLOCKS()) closedBeforeGrace = true;
            if (!done) {
                if (flask.totalSupply() != supply) wrongAmount = true; // burns only at the last page
                return;
            }
            closes += 1;
            burned[auctionId] = supply - flask.totalSupply();
            (,,,,, uint256 leaderboard,,,,) = auction.auctions(auctionId);
            address[] memory expected = _expectedWinners(auctionId, leaderboard);
            address[] memory winners = auction.viewWinners(auctionId);
            uint256 winnersTotal;
            if (winners.length != expected.length) wrongWinners = true;
            for (uint256 i; i < winners.length && i < expected.length; ++i) {
                if (winners[i] != expected[i]) wrongWinners = true;
                winnersTotal += ghostTotal[auctionId][winners[i]];
            }
            if (winnersTotal != burned[auctionId]) wrongAmount = true;
        } catch {}
    }

    function toggleWhitelist(uint256 actorSeed) external {
        address[] memory list = new address[](1);
        list[0] = actors[actorSeed % actors.length];
        bool listed = auction.isWhitelisted(list[0]);
        uint256 auctionId = auction.currentAuctionId();
        bool openBidder = auctionId != 0 && _status(auctionId) != 2 && ghostTotal[auctionId][list[0]] != 0;
        vm.prank(owner);
        if (listed) {
            try auction.removeWhitelist(list) {
                if (openBidder) removedOpenBidder = true;
            } catch {}
        } else {
            auction.addWhitelist(list);
        }
    }

    function renounce() external {
        vm.prank(owner);
        try auction.renounceOwnership() {
            renounced = true;
        } catch {}
    }

    function _status(uint256 auctionId) private view returns (uint8 status) {
        (status,,,,,,,,,) = auction.auctions(auctionId);
    }

    // ----- views for the invariants -----

    /// What the auction's losers can still take back from `auctionId`, by the contract's own views.
    function reclaimable(uint256 auctionId) public view returns (uint256 total) {
        address[] storage bidders = _ghostBidders[auctionId];
        for (uint256 i; i < bidders.length; ++i) {
            if (!auction.claimable(auctionId, bidders[i])) continue;
            (uint256 amount,,) = auction.bidOf(auctionId, bidders[i]);
            total += amount;
        }
    }

    /// Bids the auction holds for `auctionId`: all of them while open, the reclaimable ones once closed.
    function held(uint256 auctionId) public view returns (uint256) {
        return _status(auctionId) == 2 ? reclaimable(auctionId) : deposited[auctionId];
    }

    function _bid(address actor, uint256 amount) private {
        flask.mint(actor, amount);
        uint256 auctionId = auction.currentAuctionId();
        uint256 before = flask.balanceOf(actor);
        _before(actor);
        vm.prank(actor);
        try auction.bid(amount) {
            bids += 1;
            if (before - flask.balanceOf(actor) != amount) wrongAmount = true;
            if (ghostTotal[auctionId][actor] == 0) _ghostBidders[auctionId].push(actor);
            ghostTotal[auctionId][actor] += amount;
            deposited[auctionId] += amount;
        } catch {}
        _after(actor);
    }

    /// @dev Mostly the latest closed auction, else any id up to the next one (0, open or unknown: refused).
    function _claimTarget(uint256 current, uint256 seed) private view returns (uint256) {
        if (current == 0 || seed % 4 == 0) return seed % (current + 2);
        return _status(current) == 2 ? current : current - 1;
    }

    function _claimed(uint256 auctionId, address actor) private view returns (bool claimed) {
        (, claimed,) = auction.bidOf(auctionId, actor);
    }

    /// The reference rule, written plainly: repeatedly take the highest total, the earliest first bid on a tie.
    function _expectedWinners(uint256 auctionId, uint256 leaderboard) private view returns (address[] memory top) {
        address[] storage bidders = _ghostBidders[auctionId];
        uint256 count = leaderboard < bidders.length ? leaderboard : bidders.length;
        top = new address[](count);
        bool[] memory taken = new bool[](bidders.length);
        for (uint256 place; place < count; ++place) {
            uint256 best = type(uint256).max;
            for (uint256 i; i < bidders.length; ++i) {
                if (taken[i]) continue;
                if (
                    best == type(uint256).max
                        || ghostTotal[auctionId][bidders[i]] > ghostTotal[auctionId][bidders[best]]
                ) {
                    best = i;
                }
            }
            taken[best] = true;
            top[place] = bidders[best];
        }
    }

    function _others(address actor) internal view override returns (uint256[] memory values) {
        values = new uint256[](actors.length);
        uint256 k;
        for (uint256 i; i < actors.length; ++i) {
            if (actors[i] != actor) values[k++] = flask.balanceOf(actors[i]);
        }
    }

    function _afterAction() internal override {}
}

contract FlaskFarmAuctionInvariantTest is AuctionFixture {
    AuctionHandler internal handler;

    function setUp() public override {
        super.setUp();
        address[] memory actors = new address[](5);
        actors[0] = alpha;
        actors[1] = beta;
        actors[2] = gamma;
        actors[3] = delta;
        actors[4] = outsider;
        handler = new AuctionHandler(auction, owner, actors);
        flask.grantRole(flask.MINTER_ROLE(), address(handler));
        targetContract(address(handler));
    }

    function invariant_everyBidIsHeldBurnedOrReclaimed() public view {
        uint256 last = auction.currentAuctionId();
        uint256 owed;
        for (uint256 id = 1; id <= last; ++id) {
            (uint8 status,,,,, uint256 leaderboard, uint256 totalBids, uint256 maxBidders, uint256 bidders,) =
                auction.auctions(id);
            assertLe(bidders, maxBidders, "bidders within the auction's cap");
            assertLe(maxBidders, auction.MAX_BIDDERS(), "cap within the contract's");
            assertLe(leaderboard, auction.MAX_LEADERBOARD(), "leaderboard within the contract's cap");
            assertEq(totalBids, handler.deposited(id), "totalBids counts the deposits");
            uint256 held = handler.held(id);
            if (status == 2) {
                assertEq(held + handler.reclaimed(id) + handler.burned(id), handler.deposited(id), "closed: split");
            } else {
                assertEq(handler.reclaimed(id) + handler.burned(id), 0, "open: nothing left yet");
            }
            owed += held;
        }
        assertEq(flask.balanceOf(address(auction)), owed + handler.donated(), "the auction holds what it owes");
        assertTrue(!handler.claimedTwice(), "a bid reclaimed twice");
        assertTrue(!handler.wrongWinners(), "winners differ from the rule");
        assertTrue(!handler.wrongAmount(), "a bid, burn or reclaim of the wrong amount");
        assertTrue(!handler.crossTalk(), "an action moved another bidder's FLASK");
    }

    /// Only the owner closes before the grace; no bidder of the open auction leaves the whitelist; the
    /// owner stays; every close page fits its gas budget (so a full auction closes in a few transactions).
    function invariant_closeAndOwnerRules() public view {
        assertTrue(!handler.closedBeforeGrace(), "someone else than the owner closed before the grace");
        assertTrue(!handler.removedOpenBidder(), "a bidder of the open auction left the whitelist");
        assertTrue(!handler.renounced(), "ownership renounced");
        assertEq(auction.owner(), owner, "owner unchanged");
        assertTrue(!handler.pageOverBudget(), "a close page over its gas budget");
    }

    function test_handlerReallyBidsClosesAndReclaims() public {
        handler.start(0, 5, 2 | (5 << 8)); // two winners of up to 5 bidders, 25 blocks from the next block
        handler.advance(3);
        handler.bid(0, 11); // alpha: 110 FLASK
        handler.bid(1, 10); // beta: 100
        handler.bid(2, 13); // gamma: 130
        handler.raise(1); // beta: 110, tied with alpha, who bid first
        for (uint256 i; i < 8; ++i) {
            handler.advance(4);
        }
        handler.close(0, true, false); // one bidder ranked
        handler.close(1, false, false); // refused: the grace is the owner's
        handler.close(300, true, false); // the rest: closed
        handler.claim(1, 1); // beta lost: reclaims auction 1
        handler.claim(1, 1); // refused: already reclaimed
        handler.claim(0, 1); // refused: alpha won
        assertEq(handler.bids(), 4, "four bids");
        assertEq(handler.closes(), 1, "closed");
        assertGt(handler.maxPageGas(), 0, "pages measured");
        assertEq(handler.claims(), 1, "one reclaim, the others refused");
        assertEq(handler.burned(1), 240 ether, "gamma and alpha burned");
        assertEq(flask.balanceOf(address(auction)), 0, "beta took the rest back");
        invariant_everyBidIsHeldBurnedOrReclaimed();
        invariant_closeAndOwnerRules();
    }

    /// The caps: MAX_LEADERBOARD winners out of MAX_BIDDERS bidders close in pages of 250, each under
    /// its budget, and with the winners the rule picks (the handler checks them against brute force).
    function test_atTheCapsTheCloseIsPagedUnderTheBudget() public {
        handler.start(0, 5, 8); // at the caps
        handler.advance(3);
        for (uint256 i; i < 5; ++i) {
            handler.crowd(250); // 250 each; the fifth is refused past the cap
        }
        (,,,,, uint256 leaderboard,, uint256 maxBidders, uint256 bidders,) = auction.auctions(1);
        assertEq(leaderboard, auction.MAX_LEADERBOARD());
        assertEq(bidders, maxBidders, "full");
        for (uint256 i; i < 20; ++i) {
            handler.advance(4);
        }
        for (uint256 page; page < 4; ++page) {
            handler.close(250, true, false);
        }
        assertEq(handler.closes(), 1, "closed in four pages");
        emit log_named_uint("largest close page (250 of 1,000 bidders, 20 winners)", handler.maxPageGas());
        invariant_everyBidIsHeldBurnedOrReclaimed();
        invariant_closeAndOwnerRules();
    }

    event log_named_uint(string key, uint256 val);
}
