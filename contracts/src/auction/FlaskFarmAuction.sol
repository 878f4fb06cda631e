// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Ownable, Ownable2Step} from "@openzeppelin/contracts/access/Ownable2Step.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {ERC20Burnable} from "@openzeppelin/contracts/token/ERC20/extensions/ERC20Burnable.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {SafeCast} from "@openzeppelin/contracts/utils/math/SafeCast.sol";
import {ReentrancyGuardTransient} from "@openzeppelin/contracts/utils/ReentrancyGuardTransient.sol";
import {EnumerableSet} from "@openzeppelin/contracts/utils/structs/EnumerableSet.sol";

/// @title Community farm auction: whitelisted project wallets bid FLASK for a 7-day farm slot.
/// @notice One auction at a time (ids from 1). Bids are taken for `startBlock <= block.number <=
/// endBlock`, in multiples of `bidIncrement`, a bidder's first bid at least `initialBidAmount`; a
/// bidder's bids add up. After `endBlock` the owner closes the auction: the `leaderboard` bidders with
/// the highest totals win (a tie goes to the earlier first bid) and their totals are BURNED (FLASK is
/// ERC20Burnable; burning, not a treasury transfer, so the auction only takes FLASK out of supply).
/// Every other bidder takes their bid back once with `claimAuction`, at any time after the close.
/// @dev The winners' farms are not on chain here: the admin adds them to the MasterChef through the
/// normal farm path (docs/auction.md). Owner powers: the whitelist, starting an auction once the last
/// one is closed, closing it after its end; never bids, the winners rule or the reclaims. The owner
/// bounds the close's gas through the whitelist: bidders are whitelisted project wallets.
contract FlaskFarmAuction is Ownable2Step, ReentrancyGuardTransient {
    using SafeERC20 for IERC20;
    using EnumerableSet for EnumerableSet.AddressSet;

    enum AuctionStatus {
        Pending,
        Open,
        Closed
    }

    /// @dev The first slot holds what every bid reads.
    struct Auction {
        uint64 startBlock;
        uint64 endBlock;
        uint64 leaderboard;
        bool closed;
        uint256 initialBidAmount;
        uint256 bidIncrement;
        uint256 totalBids;
    }

    /// @dev One slot per bidder and auction (FLASK's cap fits in 128 bits).
    struct Bid {
        uint128 amount;
        bool claimed;
        bool won;
    }

    ERC20Burnable public immutable flask;

    /// @notice 0 before the first auction.
    uint256 public currentAuctionId;

    EnumerableSet.AddressSet private _whitelist;
    mapping(uint256 auctionId => Auction) private _auctions;
    /// @dev In the order of each bidder's first bid: the tie-break and the bids table's order.
    mapping(uint256 auctionId => address[]) private _bidders;
    mapping(uint256 auctionId => mapping(address bidder => Bid)) private _bids;
    mapping(uint256 auctionId => address[]) private _winners;

    event WhitelistAdd(address indexed account);
    event WhitelistRemove(address indexed account);
    event AuctionStart(
        uint256 indexed auctionId,
        uint256 startBlock,
        uint256 endBlock,
        uint256 initialBidAmount,
        uint256 bidIncrement,
        uint256 leaderboard
    );
    event AuctionBid(uint256 indexed auctionId, address indexed account, uint256 amount, uint256 total);
    event AuctionClose(uint256 indexed auctionId, address[] winners, uint256 burned);
    event AuctionClaim(uint256 indexed auctionId, address indexed account, uint256 amount);
    event AdminTokenRecovery(address token, uint256 amount);

    error ZeroAddress();
    error InvalidAuctionParameters();
    error InvalidBlocks(uint256 startBlock, uint256 endBlock);
    error AuctionNotClosed(uint256 auctionId);
    error UnknownAuction(uint256 auctionId);
    error AuctionNotOpen(uint256 auctionId);
    error AuctionNotEnded(uint256 endBlock);
    error NotWhitelisted(address account);
    error InvalidBidAmount(uint256 amount, uint256 bidIncrement);
    error BidTooLow(uint256 amount, uint256 initialBidAmount);
    error NothingToClaim();
    error AlreadyClaimed();
    error CannotRecoverFlask();

    constructor(address flask_, address owner_) Ownable(owner_) {
        if (flask_ == address(0)) revert ZeroAddress();
        flask = ERC20Burnable(flask_);
    }

    // ----- owner -----

    /// @notice Whitelists project wallets (already listed ones are skipped).
    function addWhitelist(address[] calldata accounts) external onlyOwner {
        for (uint256 i; i < accounts.length; ++i) {
            if (accounts[i] == address(0)) revert ZeroAddress();
            if (_whitelist.add(accounts[i])) emit WhitelistAdd(accounts[i]);
        }
    }

    /// @notice Removes project wallets from the whitelist: they bid no more, but keep what they bid.
    function removeWhitelist(address[] calldata accounts) external onlyOwner {
        for (uint256 i; i < accounts.length; ++i) {
            if (_whitelist.remove(accounts[i])) emit WhitelistRemove(accounts[i]);
        }
    }

    /// @notice Opens the next auction once the last one is closed. `initialBidAmount` is the least a
    /// bidder's first bid may be; every bid is a multiple of `bidIncrement`; `leaderboard` bidders win.
    function startAuction(
        uint256 startBlock,
        uint256 endBlock,
        uint256 initialBidAmount,
        uint256 bidIncrement,
        uint256 leaderboard
    ) external onlyOwner {
        uint256 lastId = currentAuctionId;
        if (lastId != 0 && !_auctions[lastId].closed) revert AuctionNotClosed(lastId);
        if (startBlock <= block.number || endBlock <= startBlock) revert InvalidBlocks(startBlock, endBlock);
        if (bidIncrement == 0 || leaderboard == 0) revert InvalidAuctionParameters();
        uint256 auctionId = lastId + 1;
        currentAuctionId = auctionId;
        _auctions[auctionId] = Auction({
            startBlock: SafeCast.toUint64(startBlock),
            endBlock: SafeCast.toUint64(endBlock),
            leaderboard: SafeCast.toUint64(leaderboard),
            closed: false,
            initialBidAmount: initialBidAmount,
            bidIncrement: bidIncrement,
            totalBids: 0
        });
        emit AuctionStart(auctionId, startBlock, endBlock, initialBidAmount, bidIncrement, leaderboard);
    }

    /// @notice After the current auction's end: picks the winners and burns their bids.
    function closeAuction() external onlyOwner nonReentrant {
        uint256 auctionId = currentAuctionId;
        if (auctionId == 0) revert UnknownAuction(0);
        Auction storage auction = _auctions[auctionId];
        if (auction.closed) revert AuctionNotOpen(auctionId);
        if (block.number <= auction.endBlock) revert AuctionNotEnded(auction.endBlock);
        auction.closed = true;
        address[] memory winners = _topBidders(auctionId, auction.leaderboard);
        uint256 burned;
        mapping(address => Bid) storage bids = _bids[auctionId];
        for (uint256 i; i < winners.length; ++i) {
            bids[winners[i]].won = true;
            burned += bids[winners[i]].amount;
        }
        _winners[auctionId] = winners;
        if (burned != 0) flask.burn(burned);
        emit AuctionClose(auctionId, winners, burned);
    }

    /// @notice Sends the owner a token sent here by mistake (never FLASK: it is the bidders').
    function recoverWrongTokens(address token, uint256 amount) external onlyOwner {
        if (token == address(flask)) revert CannotRecoverFlask();
        IERC20(token).safeTransfer(msg.sender, amount);
        emit AdminTokenRecovery(token, amount);
    }

    // ----- bidders -----

    /// @notice Adds `amount` of FLASK (approve it first) to the caller's bid in the current auction.
    function bid(uint256 amount) external nonReentrant {
        if (!_whitelist.contains(msg.sender)) revert NotWhitelisted(msg.sender);
        uint256 auctionId = currentAuctionId;
        Auction storage auction = _auctions[auctionId];
        if (auctionId == 0 || block.number < auction.startBlock || block.number > auction.endBlock) {
            revert AuctionNotOpen(auctionId);
        }
        if (amount == 0 || amount % auction.bidIncrement != 0) revert InvalidBidAmount(amount, auction.bidIncrement);
        Bid storage userBid = _bids[auctionId][msg.sender];
        uint256 total = userBid.amount;
        if (total == 0) {
            if (amount < auction.initialBidAmount) revert BidTooLow(amount, auction.initialBidAmount);
            _bidders[auctionId].push(msg.sender);
        }
        total += amount;
        userBid.amount = SafeCast.toUint128(total);
        auction.totalBids += amount;
        IERC20(address(flask)).safeTransferFrom(msg.sender, address(this), amount);
        emit AuctionBid(auctionId, msg.sender, amount, total);
    }

    /// @notice A losing bidder takes their bid back, once, after the auction's close.
    function claimAuction(uint256 auctionId) external nonReentrant {
        _requireAuction(auctionId);
        if (!_auctions[auctionId].closed) revert AuctionNotClosed(auctionId);
        Bid storage userBid = _bids[auctionId][msg.sender];
        uint256 amount = userBid.amount;
        if (amount == 0 || userBid.won) revert NothingToClaim();
        if (userBid.claimed) revert AlreadyClaimed();
        userBid.claimed = true;
        IERC20(address(flask)).safeTransfer(msg.sender, amount);
        emit AuctionClaim(auctionId, msg.sender, amount);
    }

    // ----- views -----

    function isWhitelisted(address account) external view returns (bool) {
        return _whitelist.contains(account);
    }

    /// @notice A page of the whitelist (no fixed order); `nextCursor` is where the next page starts.
    function viewBidders(uint256 cursor, uint256 size)
        external
        view
        returns (address[] memory bidders, uint256 nextCursor)
    {
        uint256 length = _pageLength(_whitelist.length(), cursor, size);
        bidders = new address[](length);
        for (uint256 i; i < length; ++i) {
            bidders[i] = _whitelist.at(cursor + i);
        }
        nextCursor = cursor + length;
    }

    /// @notice An auction's parameters and totals. `status`: 0 pending (before `startBlock`), 1 open
    /// (from `startBlock` until closed, so also ended but not closed yet), 2 closed.
    function auctions(uint256 auctionId)
        external
        view
        returns (
            uint8 status,
            uint256 startBlock,
            uint256 endBlock,
            uint256 initialBidAmount,
            uint256 bidIncrement,
            uint256 leaderboard,
            uint256 totalBids
        )
    {
        _requireAuction(auctionId);
        Auction storage auction = _auctions[auctionId];
        AuctionStatus current = auction.closed
            ? AuctionStatus.Closed
            : block.number < auction.startBlock ? AuctionStatus.Pending : AuctionStatus.Open;
        return (
            uint8(current),
            auction.startBlock,
            auction.endBlock,
            auction.initialBidAmount,
            auction.bidIncrement,
            auction.leaderboard,
            auction.totalBids
        );
    }

    /// @notice A page of an auction's bidders and their totals, in the order of their first bids.
    function viewBidsPerAuction(uint256 auctionId, uint256 cursor, uint256 size)
        external
        view
        returns (address[] memory accounts, uint256[] memory amounts, uint256 nextCursor)
    {
        address[] storage bidders = _bidders[auctionId];
        uint256 length = _pageLength(bidders.length, cursor, size);
        accounts = new address[](length);
        amounts = new uint256[](length);
        for (uint256 i; i < length; ++i) {
            accounts[i] = bidders[cursor + i];
            amounts[i] = _bids[auctionId][accounts[i]].amount;
        }
        nextCursor = cursor + length;
    }

    /// @notice The winners, highest total first (empty until the close).
    function viewWinners(uint256 auctionId) external view returns (address[] memory) {
        return _winners[auctionId];
    }

    /// @notice True when `bidder` lost a closed auction and has not taken the bid back yet.
    function claimable(uint256 auctionId, address bidder) external view returns (bool) {
        Bid storage userBid = _bids[auctionId][bidder];
        return _auctions[auctionId].closed && userBid.amount != 0 && !userBid.won && !userBid.claimed;
    }

    function bidOf(uint256 auctionId, address bidder) external view returns (uint256 amount, bool claimed, bool won) {
        Bid storage userBid = _bids[auctionId][bidder];
        return (userBid.amount, userBid.claimed, userBid.won);
    }

    // ----- internal -----

    /// @dev The `count` highest totals, highest first; an insertion that moves a bidder only past
    /// strictly lower totals keeps the earlier first bid ahead on a tie.
    function _topBidders(uint256 auctionId, uint256 count) private view returns (address[] memory top) {
        address[] storage bidders = _bidders[auctionId];
        mapping(address => Bid) storage bids = _bids[auctionId];
        uint256 n = bidders.length;
        if (count > n) count = n;
        top = new address[](count);
        uint256[] memory topAmounts = new uint256[](count);
        uint256 filled;
        for (uint256 i; i < n; ++i) {
            uint256 amount = bids[bidders[i]].amount;
            if (filled == count && amount <= topAmounts[count - 1]) continue;
            uint256 j = filled < count ? filled++ : count - 1;
            while (j > 0 && topAmounts[j - 1] < amount) {
                top[j] = top[j - 1];
                topAmounts[j] = topAmounts[j - 1];
                --j;
            }
            top[j] = bidders[i];
            topAmounts[j] = amount;
        }
    }

    function _requireAuction(uint256 auctionId) private view {
        if (auctionId == 0 || auctionId > currentAuctionId) revert UnknownAuction(auctionId);
    }

    function _pageLength(uint256 total, uint256 cursor, uint256 size) private pure returns (uint256) {
        if (cursor >= total) return 0;
        return size < total - cursor ? size : total - cursor;
    }
}
