// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Ownable, Ownable2Step} from "@openzeppelin/contracts/access/Ownable2Step.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {ReentrancyGuardTransient} from "@openzeppelin/contracts/utils/ReentrancyGuardTransient.sol";
import {Math} from "@openzeppelin/contracts/utils/math/Math.sol";
import {IFlaskToken} from "../farms/IFlaskToken.sol";
import {MasterChef} from "../farms/MasterChef.sol";

/// @title Auto FLASK vault: stakes its depositors' FLASK in the MasterChef's pid 0 and compounds the
/// rewards; anyone may call harvest() and earns the call fee for it.
/// @notice Fees, in basis points, all capped by MAX_* constants:
/// - performanceFee on every reward the vault collects, burned (SPEC 9);
/// - callFee on every reward the vault collects, paid to the next harvest() caller (rewards collected
///   along with a deposit or withdrawal keep their call fee aside for that caller);
/// - withdrawFee on withdrawals within withdrawFeePeriod of the user's last deposit, paid to `treasury`.
/// @dev Share price safety:
/// - Assets are what the vault holds by its own accounting: FLASK it collected but has not restaked
///   (`available`), its pid-0 stake, and its pending pid-0 reward net of the performance and call fees.
///   FLASK sent to the vault directly is never counted, so donations cannot move the share price.
/// - The pending reward is the chef's pendingFlask, which counts only FLASK the chef can still mint
///   (none once it loses MINTER_ROLE): holders are never priced, or paid, rewards that will not exist.
/// - Counting the pending reward means a deposit just before a harvest buys shares at a price that
///   already includes it: nobody captures rewards earned before they joined. It is valued net of both
///   fees, rounded up, and every collection takes both fees, so collecting never moves the price.
/// - The first deposit locks MINIMUM_SHARES forever, so the share supply never gets small enough for
///   rewards to make one share worth more than dust (the share-inflation attack), and deposits that
///   would mint no shares revert.
/// - Shares minted and FLASK paid out round down, in the vault's favour. The withdrawal fee comes out
///   of the withdrawer's FLASK, so no action lowers the price per share.
contract FlaskVault is Ownable2Step, ReentrancyGuardTransient {
    using SafeERC20 for IERC20;
    using SafeERC20 for IFlaskToken;

    struct UserInfo {
        uint256 shares;
        uint256 lastDepositedTime;
        uint256 flaskAtLastUserAction;
        uint256 lastUserActionTime;
    }

    uint256 public constant MAX_PERFORMANCE_FEE = 500; // 5%
    uint256 public constant MAX_CALL_FEE = 100; // 1%
    uint256 public constant MAX_WITHDRAW_FEE = 100; // 1%
    uint256 public constant MAX_WITHDRAW_FEE_PERIOD = 72 hours;
    uint256 public constant MINIMUM_SHARES = 1e12;
    uint256 private constant BP = 10_000;

    IFlaskToken public immutable token;
    MasterChef public immutable masterChef;

    mapping(address account => UserInfo) public userInfo;
    uint256 public totalShares;
    // One slot (FLASK's cap fits 128 bits many times over):
    /// @dev FLASK collected and held here, not yet restaked: see available().
    uint128 private _idle;
    /// @dev Call fees set aside from rewards collected by deposits and withdrawals, for harvest().
    uint128 private _bounty;

    // One slot: what a withdrawal reads.
    address public treasury;
    uint16 public performanceFee = 200;
    uint16 public callFee = 25;
    uint16 public withdrawFee = 10;
    uint32 public withdrawFeePeriod = 72 hours;

    event Deposit(address indexed user, uint256 amount, uint256 shares, uint256 lastDepositedTime);
    event Withdraw(address indexed user, uint256 amount, uint256 shares, uint256 fee);
    event Harvest(address indexed sender, uint256 restaked, uint256 bounty);
    event TreasurySet(address treasury);
    event PerformanceFeeSet(uint256 performanceFee);
    event CallFeeSet(uint256 callFee);
    event WithdrawFeeSet(uint256 withdrawFee);
    event WithdrawFeePeriodSet(uint256 withdrawFeePeriod);

    error ZeroAmount();
    error ZeroShares();
    error InsufficientShares(uint256 requested, uint256 owned);
    error FeeTooHigh(uint256 fee, uint256 max);
    error ZeroAddress();

    constructor(IFlaskToken token_, MasterChef masterChef_, address treasury_, address owner_) Ownable(owner_) {
        if (treasury_ == address(0)) revert ZeroAddress();
        token = token_;
        masterChef = masterChef_;
        treasury = treasury_;
        token_.forceApprove(address(masterChef_), type(uint256).max);
    }

    // ---- views ----

    /// @notice Total FLASK under management: available + staked + pending reward net of fees.
    function balanceOf() public view returns (uint256) {
        (uint256 staked, uint256 pending) = _chefPosition();
        return _idle + staked + _netOfFees(pending);
    }

    /// @notice FLASK held by the vault and not staked yet: rewards (net of fees) collected by deposits
    /// and withdrawals, compounded by the next harvest().
    function available() external view returns (uint256) {
        return _idle;
    }

    /// @notice FLASK value of 1e18 shares.
    function getPricePerFullShare() external view returns (uint256) {
        uint256 shares = totalShares;
        return shares == 0 ? 1e18 : Math.mulDiv(balanceOf(), 1e18, shares);
    }

    /// @notice The bounty harvest() would pay its caller now.
    function calculateHarvestFlaskRewards() external view returns (uint256) {
        return _bounty + masterChef.pendingFlask(0, address(this)) * callFee / BP;
    }

    /// @notice FLASK the next harvest() compounds: the pending pid-0 reward (before fees) plus available.
    function calculateTotalPendingFlaskRewards() external view returns (uint256) {
        return masterChef.pendingFlask(0, address(this)) + _idle;
    }

    // ---- users ----

    /// @notice Deposits FLASK for shares at the current price (pending rewards included).
    function deposit(uint256 amount) external nonReentrant {
        if (amount == 0) revert ZeroAmount();
        uint256 assets = balanceOf();
        uint256 supply = totalShares;
        uint256 shares;
        if (supply == 0) {
            if (amount <= MINIMUM_SHARES) revert ZeroShares();
            shares = amount - MINIMUM_SHARES;
            supply = MINIMUM_SHARES;
        } else {
            shares = Math.mulDiv(amount, supply, assets);
            if (shares == 0) revert ZeroShares();
        }
        totalShares = supply + shares;
        UserInfo storage user = userInfo[msg.sender];
        user.shares += shares;
        user.lastDepositedTime = block.timestamp;
        user.lastUserActionTime = block.timestamp;
        user.flaskAtLastUserAction = Math.mulDiv(user.shares, assets + amount, supply + shares);

        token.safeTransferFrom(msg.sender, address(this), amount);
        // Staking also collects the pending reward, which stays available until the next harvest.
        uint256 stake = _idle + amount;
        _idle = uint128(_collect(stake, true));
        emit Deposit(msg.sender, amount, shares, block.timestamp);
    }

    function withdrawAll() external {
        withdraw(userInfo[msg.sender].shares);
    }

    /// @notice Redeems `shares` for FLASK, minus the withdrawal fee inside the fee period.
    function withdraw(uint256 shares) public nonReentrant {
        UserInfo storage user = userInfo[msg.sender];
        if (shares == 0) revert ZeroAmount();
        if (shares > user.shares) revert InsufficientShares(shares, user.shares);
        (uint256 staked, uint256 pending) = _chefPosition();
        uint256 idle = _idle;
        uint256 assets = idle + staked + _netOfFees(pending);
        uint256 supply = totalShares;
        uint256 amount = Math.mulDiv(assets, shares, supply);
        totalShares = supply - shares;
        user.shares -= shares;
        user.lastUserActionTime = block.timestamp;
        user.flaskAtLastUserAction = Math.mulDiv(user.shares, assets - amount, supply - shares);

        if (amount > idle) {
            // Unstake what is missing; the pending reward arrives with it.
            uint256 unstake = Math.min(amount - idle, staked);
            idle += _collect(unstake, false) + unstake;
            // The chef's view only reports mintable rewards, so this is a safety net: were it ever
            // paid less than reported, the shares are worth their part of what really exists.
            if (amount > idle) amount = Math.mulDiv(idle + staked - unstake, shares, supply);
        }
        _idle = uint128(idle - amount);

        uint256 fee;
        if (block.timestamp < user.lastDepositedTime + withdrawFeePeriod) {
            fee = amount * withdrawFee / BP;
            if (fee != 0) token.safeTransfer(treasury, fee);
        }
        token.safeTransfer(msg.sender, amount - fee);
        emit Withdraw(msg.sender, amount, shares, fee);
    }

    /// @notice Collects the vault's pid-0 reward, burns the performance fee, pays the caller the call
    /// fees set aside since the last harvest and restakes everything else.
    function harvest() external nonReentrant {
        uint256 stake = _idle + _collect(0, false);
        uint256 bounty = _bounty;
        _bounty = 0;
        _idle = 0;
        if (bounty != 0) token.safeTransfer(msg.sender, bounty);
        if (stake != 0) masterChef.enterStaking(stake);
        emit Harvest(msg.sender, stake, bounty);
    }

    // ---- owner ----

    function setTreasury(address treasury_) external onlyOwner {
        if (treasury_ == address(0)) revert ZeroAddress();
        treasury = treasury_;
        emit TreasurySet(treasury_);
    }

    /// @dev The fee setters collect the pending reward at the old fees first: the price counts that
    /// reward net of fees, so changing them with a reward pending would move the price at once (and
    /// could be front-run). What is collected stays available, its call fee set aside.
    function setPerformanceFee(uint16 fee) external onlyOwner nonReentrant {
        if (fee > MAX_PERFORMANCE_FEE) revert FeeTooHigh(fee, MAX_PERFORMANCE_FEE);
        _collectPending();
        performanceFee = fee;
        emit PerformanceFeeSet(fee);
    }

    function setCallFee(uint16 fee) external onlyOwner nonReentrant {
        if (fee > MAX_CALL_FEE) revert FeeTooHigh(fee, MAX_CALL_FEE);
        _collectPending();
        callFee = fee;
        emit CallFeeSet(fee);
    }

    function setWithdrawFee(uint16 fee) external onlyOwner {
        if (fee > MAX_WITHDRAW_FEE) revert FeeTooHigh(fee, MAX_WITHDRAW_FEE);
        withdrawFee = fee;
        emit WithdrawFeeSet(fee);
    }

    function setWithdrawFeePeriod(uint32 period) external onlyOwner {
        if (period > MAX_WITHDRAW_FEE_PERIOD) revert FeeTooHigh(period, MAX_WITHDRAW_FEE_PERIOD);
        withdrawFeePeriod = period;
        emit WithdrawFeePeriodSet(period);
    }

    // ---- internals ----

    function _chefPosition() private view returns (uint256 staked, uint256 pending) {
        (staked,) = masterChef.userInfo(0, address(this));
        pending = masterChef.pendingFlask(0, address(this));
    }

    /// @dev What the vault keeps of a reward once harvest() takes its fees (fees rounded up).
    function _netOfFees(uint256 pending) private view returns (uint256) {
        return pending - Math.mulDiv(pending, uint256(performanceFee) + callFee, BP, Math.Rounding.Ceil);
    }

    function _collectPending() private {
        _idle += uint128(_collect(0, false));
    }

    /// @dev Stakes (`enter`) or unstakes `amount` in pid 0 and takes both fees from the reward that
    /// comes with it: burns the performance fee, sets the call fee aside. Returns the reward kept.
    function _collect(uint256 amount, bool enter) private returns (uint256 kept) {
        uint256 balanceBefore = token.balanceOf(address(this));
        if (enter) masterChef.enterStaking(amount);
        else masterChef.leaveStaking(amount);
        uint256 balanceAfter = token.balanceOf(address(this));
        uint256 rewards = enter ? balanceAfter + amount - balanceBefore : balanceAfter - balanceBefore - amount;
        uint256 burned = rewards * performanceFee / BP;
        uint256 bounty = rewards * callFee / BP;
        if (burned != 0) token.burn(burned);
        _bounty += uint128(bounty);
        return rewards - burned - bounty;
    }
}
