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
/// bidder's bids add up, and at most `maxBidders` accounts bid. After `endBlock` the owner closes the
/// auction, and so may anyone once CLOSE_GRACE_BLOCKS more have passed: the `leaderboard` bidders with
/// the highest totals win (a tie goes to the earlier first bid) and their totals are BURNED (FLASK is
/// ERC20Burnable; burning, not a treasury transfer, so the auction only takes FLASK out of supply).
/// Every other bidder takes their bid back once with `claimAuction`, at any time after the close.
/// @dev The winners' farms are not on chain here: the admin adds them to the MasterChef through the
/// normal farm path (docs/auction.md). Owner powers: the whitelist (never removing a bidder of the
/// open auction), starting an auction once the last one is closed; never bids, the winners rule, the
/// close or the reclaims. The close is paged (`closeAuction(bidLimit)` ranks at most `bidLimit`
/// bidders a call), and `leaderboard` and `maxBidders` are capped when the auction starts, so any
/// auction closes in a few transactions under the block gas limit. Ownership cannot be renounced.
contract FlaskFarmAuction is Ownable2Step, ReentrancyGuardTransient {
    using SafeERC20 for IERC20;
    using EnumerableSet for EnumerableSet.AddressSet;

    enum AuctionStatus {
        Pending,
        Open,
        Closed
    }

    /// @dev The first slot holds what every bid and every close page reads.
    struct Auction {
        uint64 startBlock;
        uint64 endBlock;
        uint16 leaderboard;
        uint32 maxBidders;
        /// @dev Bidders ranked so far by the paged close.
        uint32 closeCursor;
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

    /// @notice Most winners an auction may have, and most bidders it may take (set per auction within these).
    uint256 public constant MAX_LEADERBOARD = 20;
    uint256 public constant MAX_BIDDERS = 1000;
    /// @notice Blocks after `endBlock` (an hour of 3-second blocks) during which only the owner may close;
    /// after them anyone may.
    uint256 public constant CLOSE_GRACE_BLOCKS = 1_200;

    ERC20Burnable public immutable flask;

    /// @notice 0 before the first auction.
    uint256 public currentAuctionId;

    EnumerableSet.AddressSet private _whitelist;
    mapping(uint256 auctionId => Auction) private _auctions;
    /// @dev In the order of each bidder's first bid: the tie-break and the bids table's order.
    mapping(uint256 auctionId => address[]) private _bidders;
    mapping(uint256 auctionId => mapping(address bidder => Bid)) private _bids;
    /// @dev The winners, highest first; while a close is paged, the top of the bidders ranked so far.
    mapping(uint256 auctionId => address[]) private _winners;

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
    event AuctionClosePage(uint256 indexed auctionId, address indexed caller, uint256 ranked, uint256 bidders);
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
    error AuctionFull(uint256 maxBidders);
    error CloseReservedToOwner(uint256 untilBlock);
    error BidderInOpenAuction(address account);
    error RenounceDisabled();

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
    /// A wallet that bid in the auction not closed yet stays until its close.
    function removeWhitelist(address[] calldata accounts) external onlyOwner {
        uint256 auctionId = currentAuctionId;
        bool open = auctionId != 0 && !_auctions[auctionId].closed;
        for (uint256 i; i < accounts.length; ++i) {
            if (open && _bids[auctionId][accounts[i]].amount != 0) revert BidderInOpenAuction(accounts[i]);
            if (_whitelist.remove(accounts[i])) emit WhitelistRemove(accounts[i]);
        }
    }

    /// @notice Disabled: an auction without an owner could still close, but nobody could start the next.
    function renounceOwnership() public view override onlyOwner {
        revert RenounceDisabled();
    }

    /// @notice Opens the next auction once the last one is closed. `initialBidAmount` is the least a
    /// bidder's first bid may be; every bid is a multiple of `bidIncrement`; `leaderboard` bidders win
    /// (at most MAX_LEADERBOARD); at most `maxBidders` accounts may bid (at most MAX_BIDDERS).
    function startAuction(
        uint256 startBlock,
        uint256 endBlock,
        uint256 initialBidAmount,
        uint256 bidIncrement,
        uint256 leaderboard,
        uint256 maxBidders
    ) external onlyOwner {
        uint256 lastId = currentAuctionId;
        if (lastId != 0 && !_auctions[lastId].closed) revert AuctionNotClosed(lastId);
        if (startBlock <= block.number || endBlock <= startBlock) revert InvalidBlocks(startBlock, endBlock);
        if (
            bidIncrement == 0 || leaderboard == 0 || leaderboard > MAX_LEADERBOARD || maxBidders < leaderboard
                || maxBidders > MAX_BIDDERS
        ) revert InvalidAuctionParameters();
        uint256 auctionId = lastId + 1;
        currentAuctionId = auctionId;
        _auctions[auctionId] = Auction({
            startBlock: SafeCast.toUint64(startBlock),
            endBlock: SafeCast.toUint64(endBlock),
            leaderboard: uint16(leaderboard),
            maxBidders: uint32(maxBidders),
            closeCursor: 0,
            closed: false,
            initialBidAmount: initialBidAmount,
            bidIncrement: bidIncrement,
            totalBids: 0
        });
        emit AuctionStart(auctionId, startBlock, endBlock, initialBidAmount, bidIncrement, leaderboard, maxBidders);
    }

    /// @notice Ranks the next `bidLimit` bidders of the ended current auction; the call that ranks the
    /// last one closes it: marks the winners and burns their bids. Returns true once closed. The owner
    /// may call it from the block after `endBlock`, anyone CLOSE_GRACE_BLOCKS later.
    function closeAuction(uint256 bidLimit) external nonReentrant returns (bool closed) {
        uint256 auctionId = currentAuctionId;
        if (auctionId == 0) revert UnknownAuction(0);
        Auction storage auction = _auctions[auctionId];
        if (auction.closed) revert AuctionNotOpen(auctionId);
        uint256 endBlock = auction.endBlock;
        if (block.number <= endBlock) revert AuctionNotEnded(endBlock);
        if (block.number <= endBlock + CLOSE_GRACE_BLOCKS && msg.sender != owner()) {
            revert CloseReservedToOwner(endBlock + CLOSE_GRACE_BLOCKS);
        }
        if (bidLimit == 0) revert InvalidAuctionParameters();
        uint256 bidders = _bidders[auctionId].length;
        uint256 from = auction.closeCursor;
        uint256 to = bidLimit < bidders - from ? from + bidLimit : bidders;
        _rankPage(auctionId, auction.leaderboard, from, to);
        auction.closeCursor = uint32(to);
        emit AuctionClosePage(auctionId, msg.sender, to, bidders);
        if (to < bidders) return false;

        auction.closed = true;
        address[] storage winners = _winners[auctionId];
        mapping(address => Bid) storage bids = _bids[auctionId];
        uint256 burned;
        for (uint256 i; i < winners.length; ++i) {
            Bid storage winner = bids[winners[i]];
            winner.won = true;
            burned += winner.amount;
        }
        if (burned != 0) flask.burn(burned);
        emit AuctionClose(auctionId, winners, burned);
        return true;
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
            address[] storage bidders = _bidders[auctionId];
            if (bidders.length >= auction.maxBidders) revert AuctionFull(auction.maxBidders);
            bidders.push(msg.sender);
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
    /// (from `startBlock` until closed, so also ended but not closed yet), 2 closed. `ranked`: bidders
    /// the paged close has ranked so far, of `bidders`.
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
            uint256 totalBids,
            uint256 maxBidders,
            uint256 bidders,
            uint256 ranked
        )
    {
        _requireAuction(auctionId);
        Auction storage auction = _auctions[auctionId];
        status = uint8(
            auction.closed
                ? AuctionStatus.Closed
                : block.number < auction.startBlock ? AuctionStatus.Pending : AuctionStatus.Open
        );
        startBlock = auction.startBlock;
        endBlock = auction.endBlock;
        initialBidAmount = auction.initialBidAmount;
        bidIncrement = auction.bidIncrement;
        leaderboard = auction.leaderboard;
        totalBids = auction.totalBids;
        maxBidders = auction.maxBidders;
        bidders = _bidders[auctionId].length;
        ranked = auction.closeCursor;
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

    /// @notice The winners, highest total first (empty until the close; while a close is paged, the
    /// top of the bidders ranked so far).
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

    /// @dev Merges bidders [from, to) into the stored top `count` (highest first). A bidder moves only
    /// past strictly lower totals, and bidders come in the order of their first bids, so a tie keeps
    /// the earlier first bid ahead, across pages too.
    function _rankPage(uint256 auctionId, uint256 count, uint256 from, uint256 to) private {
        address[] storage stored = _winners[auctionId];
        mapping(address => Bid) storage bids = _bids[auctionId];
        address[] storage bidders = _bidders[auctionId];
        uint256 filled = stored.length;
        address[] memory top = new address[](count);
        uint256[] memory topAmounts = new uint256[](count);
        for (uint256 i; i < filled; ++i) {
            top[i] = stored[i];
            topAmounts[i] = bids[top[i]].amount;
        }
        uint256 before = filled;
        for (uint256 i = from; i < to; ++i) {
            address bidder = bidders[i];
            uint256 amount = bids[bidder].amount;
            if (filled == count && amount <= topAmounts[count - 1]) continue;
            uint256 j = filled < count ? filled++ : count - 1;
            while (j > 0 && topAmounts[j - 1] < amount) {
                top[j] = top[j - 1];
                topAmounts[j] = topAmounts[j - 1];
                --j;
            }
            top[j] = bidder;
            topAmounts[j] = amount;
        }
        for (uint256 i; i < filled; ++i) {
            if (i >= before) stored.push(top[i]);
            else if (stored[i] != top[i]) stored[i] = top[i];
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
