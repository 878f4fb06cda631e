// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Ownable, Ownable2Step} from "@openzeppelin/contracts/access/Ownable2Step.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {SafeCast} from "@openzeppelin/contracts/utils/math/SafeCast.sol";
import {ReentrancyGuardTransient} from "@openzeppelin/contracts/utils/ReentrancyGuardTransient.sol";
import {FlaskProfile} from "../profile/FlaskProfile.sol";
import {IfoMath} from "./IfoMath.sol";

/// @title What both IFO versions share: the sale window, the profile gate, pools of LP deposits with
/// a once-only harvest, campaign points, and the owner's bounded withdrawals.
/// @notice Deposits (LP token) are taken only for `startBlock <= block.number <= endBlock` and only
/// from an ACTIVE profile. After `endBlock` (and from `releaseBlock`) each depositor harvests a pool
/// once: offering tokens and the LP refund (less the overflow tax) in one transfer each. A depositor
/// whose deposits reach `thresholdPoints` gets `numberPoints` under `campaignId` on the profile
/// registry at the first harvest (this contract holds the registry's POINT_ROLE); if the registry
/// refuses them (role revoked, profile gone), the harvest still pays and emits `PointsSkipped`.
/// A deposit credits the LP actually received (a fee-on-transfer LP cannot leave the last harvester
/// short).
/// @dev Owner powers: pools and point parameters before the start; after the end, `finalWithdraw`
/// of the raised LP (with the taxes) and the unsold offering tokens, never what users are still owed
/// (bounded from above per pool, so the contract always holds it); `recoverWrongTokens` for any
/// other token.
abstract contract IfoBase is Ownable2Step, ReentrancyGuardTransient {
    using SafeERC20 for IERC20;

    /// @dev The counters share a slot with hasTax, so a harvest writes few fresh slots.
    struct Pool {
        uint256 raisingAmount;
        uint256 offeringAmount;
        /// @dev 0 = no per-user limit.
        uint256 limitPerUserInLP;
        uint256 totalAmount;
        /// @dev Overflow tax kept from the refunds harvested so far.
        uint256 sumTaxesOverflow;
        uint256 harvestedAmount;
        uint64 depositors;
        uint64 harvestedDepositors;
        bool hasTax;
    }

    /// @dev One slot: the deposit (bounded by the LP supply) and the harvest flag.
    struct UserPool {
        uint248 amount;
        bool claimed;
    }

    IERC20 public immutable lpToken;
    IERC20 public immutable offeringToken;
    FlaskProfile public immutable profile;
    uint256 public immutable startBlock;
    uint256 public immutable endBlock;
    uint256 public immutable releaseBlock;

    uint256 public campaignId;
    uint256 public numberPoints;
    uint256 public thresholdPoints;
    /// @notice True once `user` received this sale's points.
    mapping(address user => bool) public hasReceivedPoints;

    event AdminWithdraw(uint256 amountLP, uint256 amountOfferingToken);
    event AdminTokenRecovery(address token, uint256 amount);
    event PointParametersSet(uint256 campaignId, uint256 numberPoints, uint256 thresholdPoints);
    /// @notice The registry refused `user`'s points: the harvest paid anyway, without them.
    event PointsSkipped(address indexed user, uint256 numberPoints, uint256 campaignId);

    error ZeroAddress();
    error SameToken();
    error InvalidBlocks(uint256 startBlock, uint256 endBlock);
    error SaleStarted(uint256 startBlock);
    error SaleNotOpen(uint256 startBlock, uint256 endBlock);
    error SaleNotEnded(uint256 endBlock);
    error NotReleased(uint256 releaseBlock);
    error ProfileNotActive(address user);
    error ZeroAmount();
    error InvalidPool(uint256 pid);
    error OfferingNotFunded(uint256 balance, uint256 needed);
    error NothingToHarvest();
    error AlreadyHarvested();
    error LpWithdrawTooLarge(uint256 requested, uint256 available);
    error OfferingWithdrawTooLarge(uint256 requested, uint256 available);
    error CannotRecoverSaleToken(address token);

    constructor(
        address lpToken_,
        address offeringToken_,
        address profile_,
        uint256 startBlock_,
        uint256 endBlock_,
        uint256 releaseBlock_,
        address owner_
    ) Ownable(owner_) {
        if (lpToken_ == address(0) || offeringToken_ == address(0) || profile_ == address(0)) {
            revert ZeroAddress();
        }
        if (lpToken_ == offeringToken_) revert SameToken();
        if (startBlock_ >= endBlock_) revert InvalidBlocks(startBlock_, endBlock_);
        lpToken = IERC20(lpToken_);
        offeringToken = IERC20(offeringToken_);
        profile = FlaskProfile(profile_);
        startBlock = startBlock_;
        endBlock = endBlock_;
        releaseBlock = releaseBlock_;
    }

    // ----- owner -----

    /// @notice Campaign points for depositors reaching `thresholdPoints` of LP (campaignId or
    /// numberPoints 0: no points). Before the start only.
    function updatePointParameters(uint256 campaignId_, uint256 numberPoints_, uint256 thresholdPoints_)
        external
        onlyOwner
    {
        _onlyBeforeStart();
        _setPointParameters(campaignId_, numberPoints_, thresholdPoints_);
    }

    /// @notice After the end: takes `lpAmount` of the raised LP (and overflow taxes) and `offerAmount`
    /// of the unsold offering tokens. Neither may reach what depositors are still owed.
    function finalWithdraw(uint256 lpAmount, uint256 offerAmount) external onlyOwner nonReentrant {
        if (block.number <= endBlock) revert SaleNotEnded(endBlock);
        (uint256 lpAvailable, uint256 offeringAvailable) = adminWithdrawable();
        if (lpAmount > lpAvailable) revert LpWithdrawTooLarge(lpAmount, lpAvailable);
        if (offerAmount > offeringAvailable) revert OfferingWithdrawTooLarge(offerAmount, offeringAvailable);
        if (lpAmount != 0) lpToken.safeTransfer(msg.sender, lpAmount);
        if (offerAmount != 0) offeringToken.safeTransfer(msg.sender, offerAmount);
        emit AdminWithdraw(lpAmount, offerAmount);
    }

    /// @notice Sends the owner a token sent here by mistake (never the LP or the offering token).
    function recoverWrongTokens(address token, uint256 amount) external onlyOwner {
        if (token == address(lpToken) || token == address(offeringToken)) revert CannotRecoverSaleToken(token);
        IERC20(token).safeTransfer(msg.sender, amount);
        emit AdminTokenRecovery(token, amount);
    }

    // ----- views -----

    /// @notice What `finalWithdraw` may take now: the balances less an upper bound of what the
    /// depositors are still owed (0 before the end, while deposits may still come).
    function adminWithdrawable() public view returns (uint256 lp, uint256 offering) {
        if (block.number <= endBlock) return (0, 0);
        (uint256 lpOwed, uint256 offeringOwed) = _owedBounds();
        uint256 lpBalance = lpToken.balanceOf(address(this));
        uint256 offeringBalance = offeringToken.balanceOf(address(this));
        lp = lpBalance > lpOwed ? lpBalance - lpOwed : 0;
        offering = offeringBalance > offeringOwed ? offeringBalance - offeringOwed : 0;
    }

    // ----- internal -----

    /// @dev Sum over the pools of `_poolOwedBounds`.
    function _owedBounds() internal view virtual returns (uint256 lp, uint256 offering);

    function _poolOwedBounds(Pool storage pool) internal view returns (uint256 lp, uint256 offering) {
        uint256 unharvested = pool.totalAmount - pool.harvestedAmount;
        lp = IfoMath.refundsOwedBound(
            unharvested, pool.depositors - pool.harvestedDepositors, pool.totalAmount, pool.raisingAmount
        );
        offering = IfoMath.offeringOwedBound(unharvested, pool.totalAmount, pool.raisingAmount, pool.offeringAmount);
    }

    /// @dev Takes `amount` of LP from the caller into `pool` and credits what arrived (callers are
    /// nonReentrant); the caller checks limits and funding.
    function _deposit(Pool storage pool, UserPool storage user, uint256 amount) internal returns (uint256 received) {
        if (block.number < startBlock || block.number > endBlock) revert SaleNotOpen(startBlock, endBlock);
        if (amount == 0) revert ZeroAmount();
        (,,,,, bool isActive) = profile.getUserProfile(msg.sender);
        if (!isActive) revert ProfileNotActive(msg.sender);
        uint256 before = lpToken.balanceOf(address(this));
        lpToken.safeTransferFrom(msg.sender, address(this), amount);
        received = lpToken.balanceOf(address(this)) - before;
        if (received == 0) revert ZeroAmount();
        if (user.amount == 0) pool.depositors += 1;
        user.amount = SafeCast.toUint248(user.amount + received);
        pool.totalAmount += received;
    }

    /// @dev Marks the caller's share of `pool` harvested and pays it: offering tokens and refund.
    function _harvest(Pool storage pool, UserPool storage user)
        internal
        returns (uint256 offering, uint256 refund, uint256 tax)
    {
        if (block.number <= endBlock) revert SaleNotEnded(endBlock);
        if (block.number < releaseBlock) revert NotReleased(releaseBlock);
        uint256 amount = user.amount;
        if (amount == 0) revert NothingToHarvest();
        if (user.claimed) revert AlreadyHarvested();
        user.claimed = true;
        (offering, refund, tax) =
            IfoMath.userAmounts(amount, pool.totalAmount, pool.raisingAmount, pool.offeringAmount, pool.hasTax);
        pool.harvestedAmount += amount;
        pool.harvestedDepositors += 1;
        pool.sumTaxesOverflow += tax;
        if (offering != 0) offeringToken.safeTransfer(msg.sender, offering);
        if (refund != 0) lpToken.safeTransfer(msg.sender, refund);
    }

    /// @dev Grants the sale's points once to a depositor whose deposits reach the threshold. A refusal
    /// by the registry never blocks the harvest: the points are skipped (a later harvest tries again).
    function _grantPoints(address user, uint256 deposited) internal {
        uint256 points = numberPoints;
        uint256 campaign = campaignId;
        if (campaign == 0 || points == 0 || hasReceivedPoints[user] || deposited < thresholdPoints) return;
        try profile.increaseUserPoints(user, points, campaign) {
            hasReceivedPoints[user] = true;
        } catch {
            emit PointsSkipped(user, points, campaign);
        }
    }

    function _setPointParameters(uint256 campaignId_, uint256 numberPoints_, uint256 thresholdPoints_) internal {
        campaignId = campaignId_;
        numberPoints = numberPoints_;
        thresholdPoints = thresholdPoints_;
        emit PointParametersSet(campaignId_, numberPoints_, thresholdPoints_);
    }

    function _onlyBeforeStart() internal view {
        if (block.number >= startBlock) revert SaleStarted(startBlock);
    }

    /// @dev Deposits wait until the offering tokens of every pool are here.
    function _checkFunded(uint256 needed) internal view {
        uint256 balance = offeringToken.balanceOf(address(this));
        if (balance < needed) revert OfferingNotFunded(balance, needed);
    }
}
