// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Ownable, Ownable2Step} from "@openzeppelin/contracts/access/Ownable2Step.sol";
import {Pausable} from "@openzeppelin/contracts/utils/Pausable.sol";
import {ReentrancyGuardTransient} from "@openzeppelin/contracts/utils/ReentrancyGuardTransient.sol";
import {IAggregatorV3} from "./interfaces/IAggregatorV3.sol";

/// @title BNB price prediction: bet BNB that the price goes up (bull) or down (bear) over a round.
/// @notice Rounds run by block. Round n opens for bets when it starts, locks `intervalBlocks` later
/// at the oracle's price (and round n+1 starts), and ends `intervalBlocks` after that at the oracle's
/// price again. The operator drives them: genesisStartRound, genesisLockRound, then executeRound
/// once per round, each within `bufferBlocks` of the scheduled block.
/// - Winners share the pot less the treasury's (100 - rewardRate)%, pro rata to their bets:
///   payout = bet × rewardAmount / rewardBaseCalAmount, rounded down.
/// - A round whose close price equals its lock price pays the house: the whole pot goes to the
///   treasury and no bet wins. So does a round where nobody bet on the winning side.
/// - A round that was not locked or closed within the buffer is canceled: every bet in it can be
///   refunded once its end block plus the buffer has passed. The oracle cannot be read (it reverts,
///   its answer is older than `oracleUpdateAllowance`, its round id did not increase, its price is not
///   positive) means executeRound reverts, so such a round is canceled the same way.
/// - After a missed window the operator restarts with genesisStartRound (allowed exactly when the
///   current round can no longer be locked), then genesisLockRound.
/// @dev No role reaches bets or unclaimed winnings: the owner can pause betting (claims stay open),
/// set the operator, the treasury address and the minimum bet. The oracle, the reward rate, the
/// staleness allowance and the round lengths are fixed at deployment: a buffer that could change
/// would let a round already refunded become settleable again. The treasury's share
/// is counted in `treasuryAmount` and only that amount ever leaves through claimTreasury.
contract FlaskPrediction is Ownable2Step, Pausable, ReentrancyGuardTransient {
    enum Position {
        Bull,
        Bear
    }

    /// @dev SPEC 3's round entity in four slots, grouped by the calls that touch them together:
    /// a bet reads the blocks and writes one amounts slot; totalAmount is bullAmount + bearAmount.
    struct Round {
        uint64 epoch;
        uint48 startBlock;
        uint48 lockBlock;
        uint48 endBlock;
        bool oracleCalled;
        uint128 bullAmount;
        uint128 bearAmount;
        int128 lockPrice;
        int128 closePrice;
        uint128 rewardBaseCalAmount;
        uint128 rewardAmount;
    }

    struct BetInfo {
        Position position;
        uint128 amount;
        bool claimed;
    }

    /// @notice The treasury takes at most 10% of a pot.
    uint256 public constant MIN_REWARD_RATE = 90;

    IAggregatorV3 public immutable oracle;
    /// @notice Seconds an oracle answer stays usable after its update.
    uint256 public immutable oracleUpdateAllowance;
    /// @notice Percent of a pot paid to the winners (SPEC 9: 97).
    uint256 public immutable rewardRate;

    address public operator;
    address public treasury;
    uint256 public immutable intervalBlocks;
    uint256 public immutable bufferBlocks;

    // One slot for what every bet and every operator call reads (getters below keep uint256).
    uint64 private _currentEpoch;
    uint96 private _minBetAmount;
    uint80 private _oracleLatestRoundId;
    bool private _genesisLockOnce;

    /// @notice The treasury's share of ended rounds, not yet sent.
    uint256 public treasuryAmount;

    mapping(uint256 epoch => Round) private _rounds;
    mapping(uint256 epoch => mapping(address account => BetInfo)) public ledger;

    event BetBull(address indexed sender, uint256 indexed epoch, uint256 amount);
    event BetBear(address indexed sender, uint256 indexed epoch, uint256 amount);
    event Claim(address indexed sender, uint256 indexed epoch, uint256 amount);
    event StartRound(uint256 indexed epoch, uint256 startBlock, uint256 lockBlock, uint256 endBlock);
    event LockRound(uint256 indexed epoch, uint256 indexed oracleRoundId, int256 price);
    event EndRound(uint256 indexed epoch, uint256 indexed oracleRoundId, int256 price);
    event RewardsCalculated(
        uint256 indexed epoch, uint256 rewardBaseCalAmount, uint256 rewardAmount, uint256 treasuryAmount
    );
    event TreasuryClaim(address indexed treasury, uint256 amount);
    event NewOperator(address indexed operator);
    event NewTreasury(address indexed treasury);
    event NewMinBetAmount(uint256 minBetAmount);

    error NotOperator();
    error ZeroAddress();
    error InvalidRewardRate(uint256 rewardRate);
    error InvalidBlocks(uint256 intervalBlocks, uint256 bufferBlocks);
    error InvalidMinBetAmount();
    error RoundNotBettable(uint256 epoch);
    error BetTooSmall(uint256 minBetAmount);
    error AlreadyBet(uint256 epoch);
    error RoundNotEnded(uint256 epoch);
    error NotClaimable(uint256 epoch);
    error RoundStillLockable(uint256 epoch);
    error GenesisLockDone();
    error GenesisLockFirst();
    error NoRoundToLock();
    error OutsideLockWindow(uint256 epoch);
    error OutsideEndWindow(uint256 epoch);
    error InvalidOraclePrice(int256 price);
    error StaleOracle(uint256 updatedAt);
    error OracleRoundNotIncreasing(uint256 roundId);
    error TransferFailed();

    modifier onlyOperator() {
        if (msg.sender != operator) revert NotOperator();
        _;
    }

    constructor(
        IAggregatorV3 oracle_,
        uint256 oracleUpdateAllowance_,
        uint256 rewardRate_,
        uint256 intervalBlocks_,
        uint256 bufferBlocks_,
        uint256 minBetAmount_,
        address owner_,
        address operator_,
        address treasury_
    ) Ownable(owner_) {
        if (address(oracle_) == address(0) || operator_ == address(0) || treasury_ == address(0)) {
            revert ZeroAddress();
        }
        if (rewardRate_ < MIN_REWARD_RATE || rewardRate_ > 100) revert InvalidRewardRate(rewardRate_);
        oracle = oracle_;
        oracleUpdateAllowance = oracleUpdateAllowance_;
        rewardRate = rewardRate_;
        if (bufferBlocks_ == 0 || bufferBlocks_ >= intervalBlocks_ || intervalBlocks_ > type(uint32).max) {
            revert InvalidBlocks(intervalBlocks_, bufferBlocks_);
        }
        intervalBlocks = intervalBlocks_;
        bufferBlocks = bufferBlocks_;
        _setMinBetAmount(minBetAmount_);
        operator = operator_;
        treasury = treasury_;
        emit NewOperator(operator_);
        emit NewTreasury(treasury_);
    }

    receive() external payable {
        revert();
    }

    // ---- bettors ----

    function betBull(uint256 epoch) external payable {
        _bet(epoch, Position.Bull);
    }

    function betBear(uint256 epoch) external payable {
        _bet(epoch, Position.Bear);
    }

    /// @notice Pays the sender's winnings and refunds for `epochs` in one transfer; open while paused.
    function claim(uint256[] calldata epochs) external nonReentrant {
        uint256 total;
        for (uint256 i; i < epochs.length; ++i) {
            uint256 epoch = epochs[i];
            Round storage round = _rounds[epoch];
            if (round.startBlock == 0 || block.number <= round.endBlock) revert RoundNotEnded(epoch);
            BetInfo storage bet = ledger[epoch][msg.sender];
            uint256 amount;
            if (_claimable(round, bet)) {
                amount = uint256(bet.amount) * round.rewardAmount / round.rewardBaseCalAmount;
            } else if (_refundable(round, bet)) {
                amount = bet.amount;
            } else {
                revert NotClaimable(epoch);
            }
            bet.claimed = true;
            total += amount;
            emit Claim(msg.sender, epoch, amount);
        }
        _send(msg.sender, total);
    }

    // ---- views ----

    /// @notice True when `account` bet on the winning side of ended round `epoch` and has not claimed.
    function claimable(uint256 epoch, address account) external view returns (bool) {
        Round storage round = _rounds[epoch];
        // Not in the end block itself, where claim still refuses (executeRound may settle it there).
        return block.number > round.endBlock && _claimable(round, ledger[epoch][account]);
    }

    /// @notice True when round `epoch` was canceled and `account`'s bet in it is not refunded yet.
    function refundable(uint256 epoch, address account) external view returns (bool) {
        return _refundable(_rounds[epoch], ledger[epoch][account]);
    }

    /// @notice Round `id` with SPEC 3's fields in its order (all zero for a round not started).
    function rounds(uint256 id)
        external
        view
        returns (
            uint64 epoch,
            uint48 startBlock,
            uint48 lockBlock,
            uint48 endBlock,
            int128 lockPrice,
            int128 closePrice,
            uint128 totalAmount,
            uint128 bullAmount,
            uint128 bearAmount,
            uint128 rewardBaseCalAmount,
            uint128 rewardAmount,
            bool oracleCalled
        )
    {
        Round storage round = _rounds[id];
        return (
            round.epoch,
            round.startBlock,
            round.lockBlock,
            round.endBlock,
            round.lockPrice,
            round.closePrice,
            round.bullAmount + round.bearAmount,
            round.bullAmount,
            round.bearAmount,
            round.rewardBaseCalAmount,
            round.rewardAmount,
            round.oracleCalled
        );
    }

    /// @notice The round open for bets, or locked and waiting for the next executeRound.
    function currentEpoch() external view returns (uint256) {
        return _currentEpoch;
    }

    function minBetAmount() external view returns (uint256) {
        return _minBetAmount;
    }

    /// @notice The oracle round last used to lock or close; the next must be newer.
    function oracleLatestRoundId() external view returns (uint256) {
        return _oracleLatestRoundId;
    }

    /// @notice True once the current run has locked its first round (executeRound may follow).
    function genesisLockOnce() external view returns (bool) {
        return _genesisLockOnce;
    }

    // ---- operator ----

    /// @notice Starts a run: the first round, or a new one after the current round missed its lock window.
    function genesisStartRound() external onlyOperator whenNotPaused {
        uint64 epoch = _currentEpoch;
        if (epoch != 0 && block.number <= uint256(_rounds[epoch].lockBlock) + bufferBlocks) {
            revert RoundStillLockable(epoch);
        }
        _genesisLockOnce = false;
        _currentEpoch = epoch + 1;
        _startRound(epoch + 1);
    }

    /// @notice Locks the run's first round at the oracle's price and starts the next.
    function genesisLockRound() external onlyOperator whenNotPaused {
        if (_genesisLockOnce) revert GenesisLockDone();
        uint64 epoch = _currentEpoch;
        if (epoch == 0) revert NoRoundToLock();
        (uint80 oracleRoundId, int128 price) = _readOracle();
        _lockRound(epoch, oracleRoundId, price);
        _genesisLockOnce = true;
        _oracleLatestRoundId = oracleRoundId;
        _currentEpoch = epoch + 1;
        _startRound(epoch + 1);
    }

    /// @notice Locks the current round, ends the previous one (and sets its payouts), starts the next.
    function executeRound() external onlyOperator whenNotPaused {
        if (!_genesisLockOnce) revert GenesisLockFirst();
        (uint80 oracleRoundId, int128 price) = _readOracle();
        uint64 epoch = _currentEpoch;
        uint256 previousEnd = _rounds[epoch - 1].endBlock;
        if (block.number < previousEnd) revert OutsideEndWindow(epoch - 1);
        _lockRound(epoch, oracleRoundId, price);
        // Past its buffer the previous round is canceled (refundable), never settled at a later price.
        if (block.number <= previousEnd + bufferBlocks) _endRound(epoch - 1, oracleRoundId, price);
        _oracleLatestRoundId = oracleRoundId;
        _currentEpoch = epoch + 1;
        _startRound(epoch + 1);
    }

    // ---- owner ----

    /// @notice Stops betting and the operator; claims and refunds stay open.
    function pause() external onlyOwner {
        _pause();
    }

    /// @notice Resumes; if a window was missed meanwhile, the operator restarts with genesisStartRound.
    function unpause() external onlyOwner {
        _unpause();
    }

    function setOperator(address operator_) external onlyOwner {
        if (operator_ == address(0)) revert ZeroAddress();
        operator = operator_;
        emit NewOperator(operator_);
    }

    function setTreasury(address treasury_) external onlyOwner {
        if (treasury_ == address(0)) revert ZeroAddress();
        treasury = treasury_;
        emit NewTreasury(treasury_);
    }

    function setMinBetAmount(uint256 minBetAmount_) external onlyOwner {
        _setMinBetAmount(minBetAmount_);
    }

    /// @notice Sends the treasury its share of ended rounds (anyone may trigger it; it only pays `treasury`).
    function claimTreasury() external nonReentrant {
        uint256 amount = treasuryAmount;
        treasuryAmount = 0;
        emit TreasuryClaim(treasury, amount);
        _send(treasury, amount);
    }

    // ---- internals ----

    function _bet(uint256 epoch, Position position) private whenNotPaused nonReentrant {
        Round storage round = _rounds[epoch];
        if (epoch != _currentEpoch || block.number < round.startBlock || block.number >= round.lockBlock) {
            revert RoundNotBettable(epoch);
        }
        if (msg.value < _minBetAmount) revert BetTooSmall(_minBetAmount);
        if (ledger[epoch][msg.sender].amount != 0) revert AlreadyBet(epoch);
        uint128 amount = uint128(msg.value); // BNB's supply is far below 2^128
        ledger[epoch][msg.sender] = BetInfo(position, amount, false);
        if (position == Position.Bull) {
            round.bullAmount += amount;
            emit BetBull(msg.sender, epoch, amount);
        } else {
            round.bearAmount += amount;
            emit BetBear(msg.sender, epoch, amount);
        }
    }

    /// @dev rewardBaseCalAmount is the winning side's total, 0 after a tie or with no winning bet.
    function _claimable(Round storage round, BetInfo storage bet) private view returns (bool) {
        if (!round.oracleCalled || bet.amount == 0 || bet.claimed || round.rewardBaseCalAmount == 0) return false;
        return (round.closePrice > round.lockPrice && bet.position == Position.Bull)
            || (round.closePrice < round.lockPrice && bet.position == Position.Bear);
    }

    function _refundable(Round storage round, BetInfo storage bet) private view returns (bool) {
        return
            !round.oracleCalled && bet.amount != 0 && !bet.claimed
                && block.number > uint256(round.endBlock) + bufferBlocks;
    }

    function _startRound(uint256 epoch) private {
        Round storage round = _rounds[epoch];
        round.epoch = uint64(epoch);
        round.startBlock = uint48(block.number);
        round.lockBlock = uint48(block.number + intervalBlocks);
        round.endBlock = uint48(block.number + 2 * intervalBlocks);
        emit StartRound(epoch, block.number, round.lockBlock, round.endBlock);
    }

    function _lockRound(uint256 epoch, uint256 oracleRoundId, int128 price) private {
        Round storage round = _rounds[epoch];
        if (round.startBlock == 0 || block.number < round.lockBlock || block.number > round.lockBlock + bufferBlocks) {
            revert OutsideLockWindow(epoch);
        }
        round.lockPrice = price;
        emit LockRound(epoch, oracleRoundId, price);
    }

    /// @dev The caller checked the window; the round was locked (genesisLockOnce holds).
    function _endRound(uint256 epoch, uint256 oracleRoundId, int128 price) private {
        Round storage round = _rounds[epoch];
        round.closePrice = price;
        round.oracleCalled = true;
        emit EndRound(epoch, oracleRoundId, price);

        uint256 total = uint256(round.bullAmount) + round.bearAmount;
        uint256 base;
        uint256 reward;
        if (price > round.lockPrice) base = round.bullAmount;
        else if (price < round.lockPrice) base = round.bearAmount;
        // A tie, or nobody on the winning side: base stays 0 and the house takes the pot.
        if (base != 0) reward = total * rewardRate / 100;
        uint256 toTreasury = total - reward;
        round.rewardBaseCalAmount = uint128(base);
        round.rewardAmount = uint128(reward);
        treasuryAmount += toTreasury;
        emit RewardsCalculated(epoch, base, reward, toTreasury);
    }

    /// @dev The caller stores the round id as _oracleLatestRoundId, in the same slot write as the epoch.
    function _readOracle() private view returns (uint80 oracleRoundId, int128 price) {
        (uint80 roundId, int256 answer,, uint256 updatedAt,) = oracle.latestRoundData();
        if (answer <= 0 || answer > type(int128).max) revert InvalidOraclePrice(answer);
        if (updatedAt + oracleUpdateAllowance < block.timestamp) revert StaleOracle(updatedAt);
        if (roundId <= _oracleLatestRoundId) revert OracleRoundNotIncreasing(roundId);
        return (roundId, int128(answer));
    }

    function _setMinBetAmount(uint256 minBetAmount_) private {
        if (minBetAmount_ == 0 || minBetAmount_ > type(uint96).max) revert InvalidMinBetAmount();
        _minBetAmount = uint96(minBetAmount_);
        emit NewMinBetAmount(minBetAmount_);
    }

    function _send(address to, uint256 amount) private {
        if (amount == 0) return;
        (bool ok,) = to.call{value: amount}("");
        if (!ok) revert TransferFailed();
    }
}
