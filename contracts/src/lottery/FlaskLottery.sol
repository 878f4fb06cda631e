// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Ownable, Ownable2Step} from "@openzeppelin/contracts/access/Ownable2Step.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {SafeCast} from "@openzeppelin/contracts/utils/math/SafeCast.sol";
import {ReentrancyGuardTransient} from "@openzeppelin/contracts/utils/ReentrancyGuardTransient.sol";
import {IVRFConsumerV2Plus, IVRFCoordinatorV2Plus, VRFV2PlusClient} from "./interfaces/IVRFCoordinatorV2Plus.sol";

/// @title FLASK lottery: six-digit tickets, six prize brackets, draws from a VRF coordinator.
/// @notice A round opens (operator), sells tickets until its end time, closes (operator; this asks the
/// coordinator for randomness), and once the coordinator answered that very request anyone may draw
/// it: the final number is 1,000,000 + word % 1,000,000 and a ticket wins the bracket of the
/// number of leading digits it shares with it (bracket 0 = first digit … bracket 5 = all six), only its
/// highest. The pot less the treasury fee is split by `rewardsBreakdown` (basis points); a bracket's
/// share is divided among its winners, and a bracket without winners, with rounding dust, rolls into
/// the next round. The treasury fee, taken on the round's ticket sales only (never on the carried-over
/// pot or injections), goes to the treasury at the draw.
/// - Liveness: a round without a random number RANDOMNESS_TIMEOUT after its close (or after its end
///   time, if nobody closed it) may be cancelled by anyone; each buyer then claims back exactly what
///   they paid, and the carried-over pot and injections move to the next round.
/// - Price of n tickets = price × n × (discountDivisor + 1 − n) / discountDivisor.
/// - A round's price, discount, brackets and fee are fixed when it opens; the coordinator and request
///   settings change only by the owner (the timelock), and only the fulfilment of the round's latest
///   request counts.
/// - No role can take FLASK out except by these rules: prizes to winning tickets' owners, refunds to a
///   cancelled round's buyers, the fee to the treasury, and any other token sent here by mistake back
///   to the owner.
/// @dev Tickets are stored compactly, so an extra ticket costs a fraction of the reference design:
/// - Ten tickets share a slot: ten 21-bit numbers, ten claimed bits and the purchase id that owns them
///   (a purchase starts on a fresh slot, so ticket ids have gaps; id = slot × 10 + position).
/// - Winners are counted at purchase time by prefix: a slot keyed by a 1-, 3- or 5-digit prefix holds
///   ten 22-bit counters for the next digit, so one ticket writes three slots for six brackets; a
///   bracket's count is one counter or the sum of a slot's ten. Each slot is tagged with the round it
///   counts for, and a later round overwrites a stale slot instead of zeroing it (a non-zero to
///   non-zero write). A round sells at most 2^22 − 1 tickets per two-digit prefix.
contract FlaskLottery is IVRFConsumerV2Plus, Ownable2Step, ReentrancyGuardTransient {
    using SafeERC20 for IERC20;

    enum Status {
        Pending,
        Open,
        Close,
        Claimable,
        Cancelled
    }

    /// @dev SPEC 3's lottery round, contract side.
    struct Lottery {
        Status status;
        /// @dev Packed beside the status, so closing and injecting write no extra slot.
        uint40 closedAt;
        uint40 requestedAt;
        /// @notice The carried-over pot plus injections: no buyer paid it, so no fee and no refund.
        uint128 amountInjectedInFlask;
        uint256 startTime;
        uint256 endTime;
        uint256 priceTicketInFlask;
        uint256 discountDivisor;
        uint256[6] rewardsBreakdown;
        uint256 treasuryFee;
        uint256[6] flaskPerBracket;
        uint256[6] countWinnersPerBracket;
        uint256 firstTicketId;
        uint256 lastTicketId;
        uint256 firstTicketIdNextLottery;
        uint256 amountCollectedInFlask;
        uint32 finalNumber;
    }

    struct Purchase {
        address buyer;
        uint48 firstTicketId;
        uint16 count;
    }

    uint256 public constant MAX_TICKETS_PER_BUY_OR_CLAIM = 100;
    uint256 public constant MIN_DISCOUNT_DIVISOR = 300;
    /// @notice Past this a discount is below 0.1% for 100 tickets: a larger divisor is a mistake.
    uint256 public constant MAX_DISCOUNT_DIVISOR = 100_000;
    uint256 public constant MAX_TREASURY_FEE = 3000; // 30%
    uint256 public constant MIN_LENGTH_LOTTERY = 1 minutes;
    uint256 public constant MAX_LENGTH_LOTTERY = 7 days;
    /// @notice How long a round may wait for its random number after its close (or, never closed, after
    /// its end time) before anyone may cancel it; the owner may also ask again after it.
    uint256 public constant RANDOMNESS_TIMEOUT = 1 days;

    uint256 private constant NUMBER_OFFSET = 1_000_000;
    uint256 private constant BASIS_POINTS = 10_000;
    uint256 private constant NUMBER_BITS = 21;
    uint256 private constant NUMBER_MASK = (1 << NUMBER_BITS) - 1;
    uint256 private constant TICKETS_PER_SLOT = 10;
    uint256 private constant CLAIMED_SHIFT = 210;
    uint256 private constant PURCHASE_SHIFT = 220;
    uint256 private constant COUNTER_BITS = 22;
    uint256 private constant COUNTER_MASK = (1 << COUNTER_BITS) - 1;
    uint256 private constant TAG_SHIFT = 224;

    IERC20 public immutable flaskToken;
    /// @dev The VRF settings share slots where they can: one slot for the first four.
    IVRFCoordinatorV2Plus public coordinator;
    uint16 public requestConfirmations;
    uint32 public callbackGasLimit;
    bool public nativePayment;
    bytes32 public keyHash;
    uint256 public subscriptionId;

    address public operator;
    address public treasury;
    address public injector;
    uint256 public minPriceTicketInFlask;
    uint256 public maxPriceTicketInFlask;
    uint256 public maxNumberTicketsPerBuyOrClaim = MAX_TICKETS_PER_BUY_OR_CLAIM;

    uint256 public currentLotteryId;
    /// @notice Rolled over from the last draw (brackets without winners, dust), opening the next round's pot.
    uint256 public pendingInjectionNextLottery;
    /// @notice Prizes drawn and not claimed yet, over every round.
    uint256 public unclaimedPrizes;
    /// @notice Ticket sales of cancelled rounds not claimed back yet.
    uint256 public unclaimedRefunds;

    mapping(uint256 lotteryId => Lottery) private _lotteries;
    mapping(uint256 lotteryId => uint256) private _requestIds;
    mapping(address account => mapping(uint256 lotteryId => bool)) public refundClaimed;
    mapping(uint256 lotteryId => uint256) private _randomNumbers;
    mapping(uint256 slot => uint256) private _ticketSlots;
    mapping(uint256 purchaseId => Purchase) private _purchases;
    mapping(address account => mapping(uint256 lotteryId => uint32[])) private _userPurchases;
    mapping(uint256 key => uint256) private _prefixCounts;
    uint256 private _purchaseCount;
    /// @dev Slot 0 is never used, so a ticket id of 0 never exists.
    uint256 private _nextTicketSlot = 1;

    /// @dev Events carry every field they set, so an indexer never needs the state of an old block.
    event LotteryOpen(
        uint256 indexed lotteryId,
        uint256 startTime,
        uint256 endTime,
        uint256 priceTicketInFlask,
        uint256 discountDivisor,
        uint256[6] rewardsBreakdown,
        uint256 treasuryFee,
        uint256 firstTicketId,
        uint256 injectedAmount
    );
    event TicketsPurchase(address indexed buyer, uint256 indexed lotteryId, uint256 firstTicketId, uint256 numberTickets);
    event LotteryClose(uint256 indexed lotteryId, uint256 firstTicketIdNextLottery);
    event RandomnessRequested(uint256 indexed lotteryId, uint256 requestId);
    event RandomnessFulfilled(uint256 indexed lotteryId, uint256 requestId, uint256 finalNumber);
    event LotteryNumberDrawn(
        uint256 indexed lotteryId,
        uint256 finalNumber,
        uint256 countWinningTickets,
        uint256[6] countWinnersPerBracket,
        uint256[6] flaskPerBracket,
        uint256 treasuryAmount,
        uint256 rolloverAmount
    );
    event TicketsClaim(address indexed claimer, uint256 amount, uint256 indexed lotteryId, uint256 numberTickets);
    event LotteryCancel(
        uint256 indexed lotteryId, uint256 refundableInFlask, uint256 carriedInFlask, uint256 firstTicketIdNextLottery
    );
    event RefundClaim(address indexed buyer, uint256 indexed lotteryId, uint256 amount, uint256 numberTickets);
    event NewVrfSettings(
        address coordinator,
        bytes32 keyHash,
        uint256 subscriptionId,
        uint16 requestConfirmations,
        uint32 callbackGasLimit,
        bool nativePayment
    );
    event LotteryInjection(uint256 indexed lotteryId, uint256 injectedAmount);
    event NewOperatorAndTreasuryAndInjectorAddresses(address operator, address treasury, address injector);
    event NewMinAndMaxTicketPriceInFlask(uint256 minPriceTicketInFlask, uint256 maxPriceTicketInFlask);
    event NewMaxNumberTicketsPerBuyOrClaim(uint256 maxNumberTicketsPerBuyOrClaim);
    event TokensRecovered(address indexed token, uint256 amount);

    error NotOperator();
    error NotInjector();
    error NotCoordinator();
    error ZeroAddress();
    error LotteryNotOpen(uint256 lotteryId);
    error LotteryNotOver(uint256 lotteryId);
    error LotteryNotClose(uint256 lotteryId);
    error LotteryNotClaimable(uint256 lotteryId);
    error LotteryNotCancellable(uint256 lotteryId);
    error LotteryNotCancelled(uint256 lotteryId);
    error NothingToRefund(uint256 lotteryId);
    error PreviousLotteryNotClaimable(uint256 lotteryId);
    error InvalidEndTime(uint256 endTime);
    error InvalidTicketPrice(uint256 price);
    error InvalidPriceRange(uint256 minPrice, uint256 maxPrice);
    error InvalidDiscountDivisor(uint256 discountDivisor);
    error InvalidTreasuryFee(uint256 treasuryFee);
    error InvalidRewardsBreakdown();
    error InvalidTicketCount(uint256 count);
    error InvalidTicketNumber(uint256 number);
    error TooManyTickets();
    error RandomnessNotFulfilled(uint256 lotteryId);
    error RandomnessPending(uint256 lotteryId);
    error UnexpectedRandomness(uint256 requestId);
    error TicketNotInLottery(uint256 ticketId);
    error NotTicketOwner(uint256 ticketId);
    error TicketAlreadyClaimed(uint256 ticketId);
    error WrongBracket(uint256 ticketId, uint256 bracket);
    error NoPrize(uint256 ticketId);
    error CannotRecoverFlask();

    modifier onlyOperator() {
        if (msg.sender != operator) revert NotOperator();
        _;
    }

    struct VrfSettings {
        IVRFCoordinatorV2Plus coordinator;
        bytes32 keyHash;
        uint256 subscriptionId;
        uint16 requestConfirmations;
        uint32 callbackGasLimit;
        bool nativePayment;
    }

    constructor(
        IERC20 flaskToken_,
        VrfSettings memory vrf,
        uint256 minPriceTicketInFlask_,
        uint256 maxPriceTicketInFlask_,
        address owner_,
        address operator_,
        address treasury_,
        address injector_
    ) Ownable(owner_) {
        if (address(flaskToken_) == address(0)) revert ZeroAddress();
        flaskToken = flaskToken_;
        _setVrfSettings(vrf);
        _setAddresses(operator_, treasury_, injector_);
        _setPriceRange(minPriceTicketInFlask_, maxPriceTicketInFlask_);
    }

    // ---- players ----

    /// @notice Buys one ticket per entry of `numbers` (each 1,000,000 + the six digits) in the open round.
    function buyTickets(uint256 lotteryId, uint32[] calldata numbers) external nonReentrant {
        uint256 count = numbers.length;
        if (count == 0 || count > maxNumberTicketsPerBuyOrClaim) revert InvalidTicketCount(count);
        Lottery storage lottery = _lotteries[lotteryId];
        if (lotteryId != currentLotteryId || lottery.status != Status.Open || block.timestamp >= lottery.endTime) {
            revert LotteryNotOpen(lotteryId);
        }
        uint256 cost = calculateTotalPriceForBulkTickets(lottery.discountDivisor, lottery.priceTicketInFlask, count);
        flaskToken.safeTransferFrom(msg.sender, address(this), cost);
        lottery.amountCollectedInFlask += cost;

        uint256 purchaseId = ++_purchaseCount;
        uint256 firstSlot = _nextTicketSlot;
        _nextTicketSlot = firstSlot + (count + TICKETS_PER_SLOT - 1) / TICKETS_PER_SLOT;
        uint256 firstTicketId = firstSlot * TICKETS_PER_SLOT;
        _purchases[purchaseId] = Purchase(msg.sender, uint48(firstTicketId), uint16(count));
        _userPurchases[msg.sender][lotteryId].push(uint32(purchaseId));
        lottery.lastTicketId = firstTicketId + count - 1;

        _storeAndCount(lotteryId, purchaseId, firstSlot, numbers);
        emit TicketsPurchase(msg.sender, lotteryId, firstTicketId, count);
    }

    /// @notice Claims the prizes of the sender's winning tickets, each with the bracket it wins.
    function claimTickets(uint256 lotteryId, uint256[] calldata ticketIds, uint32[] calldata brackets)
        external
        nonReentrant
    {
        uint256 count = ticketIds.length;
        if (count == 0 || count != brackets.length || count > maxNumberTicketsPerBuyOrClaim) {
            revert InvalidTicketCount(count);
        }
        Lottery storage lottery = _lotteries[lotteryId];
        if (lottery.status != Status.Claimable) revert LotteryNotClaimable(lotteryId);
        uint256 first = lottery.firstTicketId;
        uint256 next = lottery.firstTicketIdNextLottery;
        uint256 finalDigits = lottery.finalNumber - NUMBER_OFFSET;
        uint256 reward;
        for (uint256 i; i < count; ++i) {
            uint256 ticketId = ticketIds[i];
            if (ticketId < first || ticketId >= next) revert TicketNotInLottery(ticketId);
            uint256 slot = ticketId / TICKETS_PER_SLOT;
            uint256 position = ticketId % TICKETS_PER_SLOT;
            uint256 word = _ticketSlots[slot];
            uint256 number = (word >> (position * NUMBER_BITS)) & NUMBER_MASK;
            if (number == 0) revert TicketNotInLottery(ticketId);
            if (_purchases[word >> PURCHASE_SHIFT].buyer != msg.sender) revert NotTicketOwner(ticketId);
            uint256 claimedBit = 1 << (CLAIMED_SHIFT + position);
            if (word & claimedBit != 0) revert TicketAlreadyClaimed(ticketId);
            uint256 bracket = brackets[i];
            if (bracket >= 6 || matchingDigits(number - NUMBER_OFFSET, finalDigits) != bracket + 1) {
                revert WrongBracket(ticketId, bracket);
            }
            uint256 prize = lottery.flaskPerBracket[bracket];
            if (prize == 0) revert NoPrize(ticketId);
            _ticketSlots[slot] = word | claimedBit;
            reward += prize;
        }
        unclaimedPrizes -= reward;
        emit TicketsClaim(msg.sender, reward, lotteryId, count);
        flaskToken.safeTransfer(msg.sender, reward);
    }

    /// @notice Pays back what the sender paid for all their tickets of a cancelled round, once.
    function claimRefund(uint256 lotteryId) external nonReentrant {
        Lottery storage lottery = _lotteries[lotteryId];
        if (lottery.status != Status.Cancelled) revert LotteryNotCancelled(lotteryId);
        (uint256 amount, uint256 tickets) = refundOf(msg.sender, lotteryId);
        if (amount == 0) revert NothingToRefund(lotteryId);
        refundClaimed[msg.sender][lotteryId] = true;
        unclaimedRefunds -= amount;
        emit RefundClaim(msg.sender, lotteryId, amount, tickets);
        flaskToken.safeTransfer(msg.sender, amount);
    }

    /// @notice Anyone may cancel a round whose random number did not come RANDOMNESS_TIMEOUT after its
    /// close (or after its end time, if it was never closed): its buyers claim back what they paid,
    /// the carried-over pot and injections move to the next round, and a new round may start.
    function cancelLottery(uint256 lotteryId) external nonReentrant {
        Lottery storage lottery = _lotteries[lotteryId];
        Status status = lottery.status;
        uint256 since;
        if (status == Status.Open) {
            since = lottery.endTime;
        } else if (status == Status.Close && _randomNumbers[lotteryId] == 0) {
            since = lottery.closedAt;
        } else {
            revert LotteryNotCancellable(lotteryId);
        }
        if (block.timestamp < since + RANDOMNESS_TIMEOUT) revert LotteryNotCancellable(lotteryId);
        uint256 next = lottery.firstTicketIdNextLottery;
        if (status == Status.Open) {
            next = _nextTicketSlot * TICKETS_PER_SLOT;
            lottery.firstTicketIdNextLottery = next;
        }
        lottery.status = Status.Cancelled;
        uint256 carried = lottery.amountInjectedInFlask;
        uint256 refundable = lottery.amountCollectedInFlask - carried;
        unclaimedRefunds += refundable;
        pendingInjectionNextLottery += carried;
        emit LotteryCancel(lotteryId, refundable, carried, next);
    }

    // ---- operator and injector ----

    function startLottery(
        uint256 endTime,
        uint256 priceTicketInFlask,
        uint256 discountDivisor,
        uint256[6] calldata rewardsBreakdown,
        uint256 treasuryFee
    ) external onlyOperator {
        uint256 previous = currentLotteryId;
        if (previous != 0) {
            Status previousStatus = _lotteries[previous].status;
            if (previousStatus != Status.Claimable && previousStatus != Status.Cancelled) {
                revert PreviousLotteryNotClaimable(previous);
            }
        }
        if (endTime < block.timestamp + MIN_LENGTH_LOTTERY || endTime > block.timestamp + MAX_LENGTH_LOTTERY) {
            revert InvalidEndTime(endTime);
        }
        if (priceTicketInFlask < minPriceTicketInFlask || priceTicketInFlask > maxPriceTicketInFlask) {
            revert InvalidTicketPrice(priceTicketInFlask);
        }
        if (discountDivisor < MIN_DISCOUNT_DIVISOR || discountDivisor > MAX_DISCOUNT_DIVISOR) {
            revert InvalidDiscountDivisor(discountDivisor);
        }
        if (treasuryFee > MAX_TREASURY_FEE) revert InvalidTreasuryFee(treasuryFee);
        uint256 total;
        for (uint256 i; i < 6; ++i) {
            total += rewardsBreakdown[i];
        }
        if (total != BASIS_POINTS) revert InvalidRewardsBreakdown();

        uint256 lotteryId = previous + 1;
        currentLotteryId = lotteryId;
        Lottery storage lottery = _lotteries[lotteryId];
        lottery.status = Status.Open;
        lottery.startTime = block.timestamp;
        lottery.endTime = endTime;
        lottery.priceTicketInFlask = priceTicketInFlask;
        lottery.discountDivisor = discountDivisor;
        lottery.rewardsBreakdown = rewardsBreakdown;
        lottery.treasuryFee = treasuryFee;
        uint256 firstTicketId = _nextTicketSlot * TICKETS_PER_SLOT;
        lottery.firstTicketId = firstTicketId;
        uint256 carried = pendingInjectionNextLottery;
        lottery.amountCollectedInFlask = carried;
        lottery.amountInjectedInFlask = uint128(carried); // at most the FLASK this contract holds
        pendingInjectionNextLottery = 0;
        emit LotteryOpen(
            lotteryId,
            block.timestamp,
            endTime,
            priceTicketInFlask,
            discountDivisor,
            rewardsBreakdown,
            treasuryFee,
            firstTicketId,
            carried
        );
    }

    /// @notice Ends ticket sales and asks the coordinator for the round's random number.
    function closeLottery(uint256 lotteryId) external onlyOperator nonReentrant {
        Lottery storage lottery = _lotteries[lotteryId];
        if (lotteryId != currentLotteryId || lottery.status != Status.Open) revert LotteryNotOpen(lotteryId);
        if (block.timestamp < lottery.endTime) revert LotteryNotOver(lotteryId);
        uint256 next = _nextTicketSlot * TICKETS_PER_SLOT;
        lottery.firstTicketIdNextLottery = next;
        lottery.status = Status.Close;
        lottery.closedAt = uint40(block.timestamp);
        emit LotteryClose(lotteryId, next);
        _requestRandomness(lotteryId, lottery);
    }

    /// @notice The owner asks again when the coordinator left the request unanswered for
    /// RANDOMNESS_TIMEOUT (after moving to a working coordinator, say). Owner only: a provider that
    /// withholds an answer must not get a second draw from the operator.
    function retryRandomness(uint256 lotteryId) external onlyOwner nonReentrant {
        Lottery storage lottery = _lotteries[lotteryId];
        if (lottery.status != Status.Close) revert LotteryNotClose(lotteryId);
        if (_randomNumbers[lotteryId] != 0 || block.timestamp < lottery.requestedAt + RANDOMNESS_TIMEOUT) {
            revert RandomnessPending(lotteryId);
        }
        _requestRandomness(lotteryId, lottery);
    }

    /// @notice The coordinator's answer; only the latest request of the closed round is accepted.
    function rawFulfillRandomWords(uint256 requestId, uint256[] calldata randomWords) external {
        if (msg.sender != address(coordinator)) revert NotCoordinator();
        uint256 lotteryId = currentLotteryId;
        if (
            _lotteries[lotteryId].status != Status.Close || _requestIds[lotteryId] != requestId
                || _randomNumbers[lotteryId] != 0 || randomWords.length == 0
        ) revert UnexpectedRandomness(requestId);
        uint256 number = NUMBER_OFFSET + randomWords[0] % NUMBER_OFFSET;
        _randomNumbers[lotteryId] = number;
        emit RandomnessFulfilled(lotteryId, requestId, number);
    }

    /// @notice Draws the closed round with its random number: winners per bracket, prizes, rollover, fee.
    /// Anyone may call it: once the coordinator answered, the outcome is fixed.
    function drawFinalNumberAndMakeLotteryClaimable(uint256 lotteryId) external nonReentrant {
        Lottery storage lottery = _lotteries[lotteryId];
        if (lottery.status != Status.Close) revert LotteryNotClose(lotteryId);
        uint256 finalNumber = _randomNumbers[lotteryId];
        if (finalNumber == 0) revert RandomnessNotFulfilled(lotteryId);
        lottery.finalNumber = uint32(finalNumber);

        // matching[k]: tickets sharing the first k digits with the final number (k = 1..6).
        uint256 digits = finalNumber - NUMBER_OFFSET;
        uint256[8] memory matching;
        (matching[1], matching[2]) = _prefixMatches(_prefixKey(digits / 100_000, 0), (digits / 10_000) % 10, lotteryId);
        (matching[3], matching[4]) = _prefixMatches(_prefixKey(digits / 1_000, 1), (digits / 100) % 10, lotteryId);
        (matching[5], matching[6]) = _prefixMatches(_prefixKey(digits / 10, 2), digits % 10, lotteryId);

        uint256 collected = lottery.amountCollectedInFlask;
        uint256 fee = (collected - lottery.amountInjectedInFlask) * lottery.treasuryFee / BASIS_POINTS;
        uint256 toShare = collected - fee;
        uint256 distributed;
        uint256[6] memory winners;
        uint256[6] memory prizes;
        for (uint256 bracket; bracket < 6; ++bracket) {
            winners[bracket] = matching[bracket + 1] - matching[bracket + 2];
            if (winners[bracket] == 0) continue;
            prizes[bracket] = toShare * lottery.rewardsBreakdown[bracket] / BASIS_POINTS / winners[bracket];
            distributed += prizes[bracket] * winners[bracket];
        }
        lottery.countWinnersPerBracket = winners;
        lottery.flaskPerBracket = prizes;
        uint256 rollover = toShare - distributed;
        pendingInjectionNextLottery = rollover;
        unclaimedPrizes += distributed;
        lottery.status = Status.Claimable;
        emit LotteryNumberDrawn(lotteryId, finalNumber, matching[1], winners, prizes, fee, rollover);
        if (fee != 0) flaskToken.safeTransfer(treasury, fee);
    }

    /// @notice Adds FLASK to the open round's pot (the injector's schedule, SPEC 9).
    function injectFunds(uint256 lotteryId, uint256 amount) external nonReentrant {
        if (msg.sender != injector && msg.sender != owner()) revert NotInjector();
        Lottery storage lottery = _lotteries[lotteryId];
        if (lotteryId != currentLotteryId || lottery.status != Status.Open) revert LotteryNotOpen(lotteryId);
        flaskToken.safeTransferFrom(msg.sender, address(this), amount);
        lottery.amountCollectedInFlask += amount;
        lottery.amountInjectedInFlask += SafeCast.toUint128(amount);
        emit LotteryInjection(lotteryId, amount);
    }

    // ---- owner ----

    function setOperatorAndTreasuryAndInjectorAddresses(address operator_, address treasury_, address injector_)
        external
        onlyOwner
    {
        _setAddresses(operator_, treasury_, injector_);
    }

    /// @notice Moves to another coordinator or request settings (a migrated or unfunded coordinator);
    /// only the latest request counts, so an answer from the old coordinator is refused.
    function setVrfSettings(VrfSettings calldata vrf) external onlyOwner {
        _setVrfSettings(vrf);
    }

    /// @notice Bounds for the price of rounds opened from now on.
    function setMinAndMaxTicketPriceInFlask(uint256 minPrice, uint256 maxPrice) external onlyOwner {
        _setPriceRange(minPrice, maxPrice);
    }

    function setMaxNumberTicketsPerBuyOrClaim(uint256 max) external onlyOwner {
        if (max == 0 || max > MAX_TICKETS_PER_BUY_OR_CLAIM) revert InvalidTicketCount(max);
        maxNumberTicketsPerBuyOrClaim = max;
        emit NewMaxNumberTicketsPerBuyOrClaim(max);
    }

    /// @notice Returns a token other than FLASK sent here by mistake.
    function recoverWrongTokens(IERC20 token, uint256 amount) external onlyOwner {
        if (token == flaskToken) revert CannotRecoverFlask();
        token.safeTransfer(msg.sender, amount);
        emit TokensRecovered(address(token), amount);
    }

    // ---- views ----

    function viewLottery(uint256 lotteryId) external view returns (Lottery memory) {
        return _lotteries[lotteryId];
    }

    /// @notice The round's latest randomness request and when it was made.
    function randomRequests(uint256 lotteryId) external view returns (uint256 requestId, uint256 requestedAt) {
        return (_requestIds[lotteryId], _lotteries[lotteryId].requestedAt);
    }

    /// @notice What `account` may claim back from a cancelled round (0 once claimed), and for how many tickets.
    function refundOf(address account, uint256 lotteryId) public view returns (uint256 amount, uint256 tickets) {
        Lottery storage lottery = _lotteries[lotteryId];
        if (lottery.status != Status.Cancelled || refundClaimed[account][lotteryId]) return (0, 0);
        uint256 price = lottery.priceTicketInFlask;
        uint256 divisor = lottery.discountDivisor;
        uint32[] storage purchases = _userPurchases[account][lotteryId];
        for (uint256 i; i < purchases.length; ++i) {
            uint256 count = _purchases[purchases[i]].count;
            amount += calculateTotalPriceForBulkTickets(divisor, price, count);
            tickets += count;
        }
    }

    /// @notice `account`'s tickets in `lotteryId` from position `cursor`, at most `size`: ids, numbers,
    /// claimed flags and the cursor of the next page.
    function viewUserInfoForLotteryId(address account, uint256 lotteryId, uint256 cursor, uint256 size)
        external
        view
        returns (uint256[] memory ticketIds, uint32[] memory numbers, bool[] memory claimed, uint256 nextCursor)
    {
        uint32[] storage purchases = _userPurchases[account][lotteryId];
        uint256 total;
        for (uint256 i; i < purchases.length; ++i) {
            total += _purchases[purchases[i]].count;
        }
        uint256 length = cursor >= total ? 0 : total - cursor < size ? total - cursor : size;
        ticketIds = new uint256[](length);
        numbers = new uint32[](length);
        claimed = new bool[](length);
        uint256 skipped;
        uint256 filled;
        for (uint256 i; i < purchases.length && filled < length; ++i) {
            Purchase memory purchase = _purchases[purchases[i]];
            uint256 from = cursor > skipped ? cursor - skipped : 0;
            for (uint256 j = from; j < purchase.count && filled < length; ++j) {
                uint256 ticketId = purchase.firstTicketId + j;
                (numbers[filled], claimed[filled]) = _ticket(ticketId);
                ticketIds[filled++] = ticketId;
            }
            skipped += purchase.count;
        }
        nextCursor = cursor + length;
    }

    /// @notice Numbers and claimed flags of tickets (number 0: no such ticket).
    function viewNumbersAndStatusesForTicketIds(uint256[] calldata ticketIds)
        external
        view
        returns (uint32[] memory numbers, bool[] memory claimed)
    {
        numbers = new uint32[](ticketIds.length);
        claimed = new bool[](ticketIds.length);
        for (uint256 i; i < ticketIds.length; ++i) {
            (numbers[i], claimed[i]) = _ticket(ticketIds[i]);
        }
    }

    function calculateTotalPriceForBulkTickets(uint256 discountDivisor, uint256 priceTicket, uint256 numberTickets)
        public
        pure
        returns (uint256)
    {
        return priceTicket * numberTickets * (discountDivisor + 1 - numberTickets) / discountDivisor;
    }

    /// @notice How many leading digits two six-digit numbers (0..999,999) share.
    function matchingDigits(uint256 a, uint256 b) public pure returns (uint256 count) {
        for (uint256 unit = 100_000; unit != 0 && a / unit == b / unit; unit /= 10) {
            ++count;
        }
    }

    // ---- internals ----

    function _storeAndCount(uint256 lotteryId, uint256 purchaseId, uint256 firstSlot, uint32[] calldata numbers)
        private
    {
        uint256 count = numbers.length;
        // Counts by first digit change at most ten slots: add them up in memory, write each once.
        uint256[10] memory firstDigitAdds;
        uint256 word = purchaseId << PURCHASE_SHIFT;
        for (uint256 i; i < count; ++i) {
            uint256 number = numbers[i];
            if (number < NUMBER_OFFSET || number >= 2 * NUMBER_OFFSET) revert InvalidTicketNumber(number);
            uint256 position = i % TICKETS_PER_SLOT;
            word |= number << (position * NUMBER_BITS);
            if (position == TICKETS_PER_SLOT - 1 || i == count - 1) {
                _ticketSlots[firstSlot + i / TICKETS_PER_SLOT] = word;
                word = purchaseId << PURCHASE_SHIFT;
            }
            uint256 digits = number - NUMBER_OFFSET;
            firstDigitAdds[digits / 100_000] += 1 << (((digits / 10_000) % 10) * COUNTER_BITS);
            _bumpPrefix(_prefixKey(digits / 1_000, 1), (digits / 100) % 10, lotteryId);
            _bumpPrefix(_prefixKey(digits / 10, 2), digits % 10, lotteryId);
        }
        for (uint256 d; d < 10; ++d) {
            uint256 adds = firstDigitAdds[d];
            if (adds == 0) continue;
            uint256 key = _prefixKey(d, 0);
            uint256 counts = _currentCounts(key, lotteryId);
            // The two-digit counters bound every other counter of the round: keep each below 2^22.
            for (uint256 shift; shift < 10 * COUNTER_BITS; shift += COUNTER_BITS) {
                if (((counts >> shift) & COUNTER_MASK) + ((adds >> shift) & COUNTER_MASK) > COUNTER_MASK) {
                    revert TooManyTickets();
                }
            }
            _prefixCounts[key] = counts + adds;
        }
    }

    function _bumpPrefix(uint256 key, uint256 digit, uint256 lotteryId) private {
        _prefixCounts[key] = _currentCounts(key, lotteryId) + (1 << (digit * COUNTER_BITS));
    }

    /// @dev The slot's counters for `lotteryId`: a slot tagged with an older round counts nothing yet.
    function _currentCounts(uint256 key, uint256 lotteryId) private view returns (uint256) {
        uint256 counts = _prefixCounts[key];
        return counts >> TAG_SHIFT == lotteryId ? counts : lotteryId << TAG_SHIFT;
    }

    /// @dev All tickets under the slot's prefix, and those whose next digit is `digit`.
    function _prefixMatches(uint256 key, uint256 digit, uint256 lotteryId)
        private
        view
        returns (uint256 all, uint256 withDigit)
    {
        uint256 counts = _currentCounts(key, lotteryId);
        for (uint256 d; d < 10; ++d) {
            all += (counts >> (d * COUNTER_BITS)) & COUNTER_MASK;
        }
        withDigit = (counts >> (digit * COUNTER_BITS)) & COUNTER_MASK;
    }

    /// @dev Level 0 is keyed by the first digit, 1 by the first three, 2 by the first five.
    function _prefixKey(uint256 prefix, uint256 level) private pure returns (uint256) {
        return prefix << 2 | level;
    }

    function _ticket(uint256 ticketId) private view returns (uint32 number, bool claimed) {
        uint256 position = ticketId % TICKETS_PER_SLOT;
        uint256 word = _ticketSlots[ticketId / TICKETS_PER_SLOT];
        number = uint32((word >> (position * NUMBER_BITS)) & NUMBER_MASK);
        claimed = word & (1 << (CLAIMED_SHIFT + position)) != 0;
    }

    function _requestRandomness(uint256 lotteryId, Lottery storage lottery) private {
        uint256 requestId = coordinator.requestRandomWords(
            VRFV2PlusClient.RandomWordsRequest({
                keyHash: keyHash,
                subId: subscriptionId,
                requestConfirmations: requestConfirmations,
                callbackGasLimit: callbackGasLimit,
                numWords: 1,
                extraArgs: VRFV2PlusClient.argsToBytes(VRFV2PlusClient.ExtraArgsV1({nativePayment: nativePayment}))
            })
        );
        _requestIds[lotteryId] = requestId;
        lottery.requestedAt = uint40(block.timestamp);
        emit RandomnessRequested(lotteryId, requestId);
    }

    function _setVrfSettings(VrfSettings memory vrf) private {
        if (address(vrf.coordinator) == address(0)) revert ZeroAddress();
        coordinator = vrf.coordinator;
        requestConfirmations = vrf.requestConfirmations;
        callbackGasLimit = vrf.callbackGasLimit;
        nativePayment = vrf.nativePayment;
        keyHash = vrf.keyHash;
        subscriptionId = vrf.subscriptionId;
        emit NewVrfSettings(
            address(vrf.coordinator),
            vrf.keyHash,
            vrf.subscriptionId,
            vrf.requestConfirmations,
            vrf.callbackGasLimit,
            vrf.nativePayment
        );
    }

    function _setAddresses(address operator_, address treasury_, address injector_) private {
        if (operator_ == address(0) || treasury_ == address(0) || injector_ == address(0)) revert ZeroAddress();
        operator = operator_;
        treasury = treasury_;
        injector = injector_;
        emit NewOperatorAndTreasuryAndInjectorAddresses(operator_, treasury_, injector_);
    }

    function _setPriceRange(uint256 minPrice, uint256 maxPrice) private {
        if (minPrice == 0 || minPrice > maxPrice) revert InvalidPriceRange(minPrice, maxPrice);
        minPriceTicketInFlask = minPrice;
        maxPriceTicketInFlask = maxPrice;
        emit NewMinAndMaxTicketPriceInFlask(minPrice, maxPrice);
    }
}
