// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {Ownable2Step} from "@openzeppelin/contracts/access/Ownable2Step.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {ERC20Burnable} from "@openzeppelin/contracts/token/ERC20/extensions/ERC20Burnable.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {IFlaskFactory} from "./interfaces/IFlaskFactory.sol";
import {IFlaskPair} from "./interfaces/IFlaskPair.sol";
import {IFlaskRouter} from "./interfaces/IFlaskRouter.sol";
import {TREASURY_SHARE_DENOMINATOR, TREASURY_SHARE_NUMERATOR} from "./libraries/FlaskFees.sol";

/// @title Turns the protocol's share of swap fees into treasury income and FLASK buy-back-and-burn.
/// @notice Every pair mints the protocol's 8/25 of its fees (0.08% of volume) to this contract as
/// liquidity. `convert` redeems that liquidity for the pair's two tokens, pays 3/8 of each to the
/// treasury (0.03% of volume) and spends the other 5/8 (0.05%) buying FLASK through the router,
/// then burns the FLASK.
/// @dev Every amount is bounded by minimums the operator computes off-chain (the collector never
/// trusts a price read from reserves in the same transaction): the least of each token the burn
/// must return (which covers the treasury share and a FLASK side) and the least FLASK each buy
/// must return. A sandwich therefore cannot take more than the operator's tolerance.
/// One token cannot block a pair's fee: a side without a route (empty path) or whose buy fails
/// for any reason but slippage sends its buy-back share to the treasury instead; a treasury
/// payment the token refuses stays here, and the owner can `sweep` anything but FLASK (a stuck
/// token, or the LP of a pair whose burn fails).
contract FeeCollector is Ownable2Step {
    using SafeERC20 for IERC20;

    /// @notice How to handle one token of the pair: `minReceived`, the least of it the burn must
    /// return (required); `path`, a router path from the token to FLASK (empty: no route, the
    /// buy-back share goes to the treasury); `minFlaskOut`, the least FLASK the buy must return
    /// (required with a path). Path and minFlaskOut are ignored for FLASK, which is burnt directly.
    struct Buyback {
        address[] path;
        uint256 minFlaskOut;
        uint256 minReceived;
    }

    /// @dev The router's revert when a buy returns less than minFlaskOut.
    bytes32 private constant SLIPPAGE_REVERT =
        keccak256(abi.encodeWithSignature("Error(string)", "FlaskRouter: INSUFFICIENT_OUTPUT_AMOUNT"));

    IFlaskRouter public immutable router;
    ERC20Burnable public immutable flask;

    address public treasury;
    mapping(address account => bool) public isOperator;

    event TreasuryChanged(address indexed previousTreasury, address indexed newTreasury);
    event OperatorSet(address indexed operator, bool allowed);
    event LiquidityConverted(address indexed pair, uint256 liquidity, uint256 amount0, uint256 amount1);
    event TreasuryPaid(address indexed token, address indexed treasury, uint256 amount);
    event FlaskBurned(address indexed token, uint256 amountIn, uint256 flaskBurned);
    /// @notice A buy-back share sent to the treasury: the token has no route, or its buy failed.
    event BuybackSkipped(address indexed token, uint256 amount);
    /// @notice The token refused the treasury payment: `amount` stays here for `sweep`.
    event TreasuryPaymentFailed(address indexed token, address indexed treasury, uint256 amount);
    event Swept(address indexed token, address indexed to, uint256 amount);

    error NotOperator();
    error ZeroAddress();
    error NothingToConvert();
    error UnknownPair();
    error InvalidPath();
    error MissingMinimumOut();
    error InsufficientReceived(address token, uint256 received, uint256 minimum);
    error CannotSweepFlask();
    error Expired();

    modifier onlyOperator() {
        if (!isOperator[msg.sender] && msg.sender != owner()) revert NotOperator();
        _;
    }

    constructor(IFlaskRouter router_, ERC20Burnable flask_, address treasury_, address owner_) Ownable(owner_) {
        if (address(router_) == address(0) || address(flask_) == address(0) || treasury_ == address(0)) {
            revert ZeroAddress();
        }
        router = router_;
        flask = flask_;
        treasury = treasury_;
        emit TreasuryChanged(address(0), treasury_);
    }

    function setTreasury(address newTreasury) external onlyOwner {
        if (newTreasury == address(0)) revert ZeroAddress();
        emit TreasuryChanged(treasury, newTreasury);
        treasury = newTreasury;
    }

    function setOperator(address operator, bool allowed) external onlyOwner {
        isOperator[operator] = allowed;
        emit OperatorSet(operator, allowed);
    }

    /// @notice Sends `amount` of any token but FLASK (which is only ever burnt) to `to`: a token a
    /// treasury payment left behind, or the LP of a pair whose token blocks the burn.
    function sweep(IERC20 token, address to, uint256 amount) external onlyOwner {
        if (address(token) == address(flask)) revert CannotSweepFlask();
        if (to == address(0)) revert ZeroAddress();
        token.safeTransfer(to, amount);
        emit Swept(address(token), to, amount);
    }

    /// @notice Redeems all of the collector's liquidity in `pair`, pays the treasury its 3/8 of
    /// each token and buys and burns FLASK with the rest.
    /// @param buyback0 How to buy FLASK with token0's share. @param buyback1 The same for token1.
    /// @param deadline Passed to the router for the buys.
    function convert(IFlaskPair pair, Buyback calldata buyback0, Buyback calldata buyback1, uint256 deadline)
        external
        onlyOperator
    {
        // Checked here so the router's own deadline check can never send a share to the treasury.
        if (deadline < block.timestamp) revert Expired();
        IERC20 token0 = IERC20(pair.token0());
        IERC20 token1 = IERC20(pair.token1());
        // Only the exchange's own pairs: anything else could report made-up tokens.
        if (IFlaskFactory(router.factory()).getPair(address(token0), address(token1)) != address(pair)) {
            revert UnknownPair();
        }
        uint256 liquidity = pair.balanceOf(address(this));
        if (liquidity == 0) revert NothingToConvert();
        uint256 before0 = token0.balanceOf(address(this));
        uint256 before1 = token1.balanceOf(address(this));

        IERC20(address(pair)).safeTransfer(address(pair), liquidity);
        pair.burn(address(this));
        // What actually arrived: a token may take a fee on transfer.
        uint256 amount0 = token0.balanceOf(address(this)) - before0;
        uint256 amount1 = token1.balanceOf(address(this)) - before1;
        emit LiquidityConverted(address(pair), liquidity, amount0, amount1);

        _checkReceived(token0, amount0, buyback0.minReceived);
        _checkReceived(token1, amount1, buyback1.minReceived);

        _split(token0, amount0, buyback0, deadline);
        _split(token1, amount1, buyback1, deadline);
    }

    function _checkReceived(IERC20 token, uint256 amount, uint256 minimum) private pure {
        if (minimum == 0) revert MissingMinimumOut();
        if (amount < minimum) revert InsufficientReceived(address(token), amount, minimum);
    }

    /// @dev Treasury share rounds down; the buy-back gets the remainder, so nothing stays behind.
    function _split(IERC20 token, uint256 amount, Buyback calldata buyback, uint256 deadline) private {
        uint256 toTreasury = amount * TREASURY_SHARE_NUMERATOR / TREASURY_SHARE_DENOMINATOR;
        uint256 toBuyback = amount - toTreasury;
        if (toBuyback == 0) {
            _payTreasury(token, toTreasury);
            return;
        }

        uint256 flaskBought;
        if (address(token) == address(flask)) {
            flaskBought = toBuyback;
        } else {
            address[] calldata path = buyback.path;
            if (path.length == 0) {
                emit BuybackSkipped(address(token), toBuyback);
                _payTreasury(token, toTreasury + toBuyback);
                return;
            }
            if (path.length < 2 || path[0] != address(token) || path[path.length - 1] != address(flask)) {
                revert InvalidPath();
            }
            if (buyback.minFlaskOut == 0) revert MissingMinimumOut();
            uint256 flaskBefore = flask.balanceOf(address(this));
            token.forceApprove(address(router), toBuyback);
            try router.swapExactTokensForTokensSupportingFeeOnTransferTokens(
                toBuyback, buyback.minFlaskOut, path, address(this), deadline
            ) {}
            catch (bytes memory reason) {
                // Slippage means a sandwich or a stale minimum: fail, so the operator retries at a
                // fair price, instead of letting anyone turn every burn into a treasury payment.
                if (keccak256(reason) == SLIPPAGE_REVERT) {
                    assembly ("memory-safe") {
                        revert(add(reason, 32), mload(reason))
                    }
                }
                token.forceApprove(address(router), 0);
                emit BuybackSkipped(address(token), toBuyback);
                _payTreasury(token, toTreasury + toBuyback);
                return;
            }
            flaskBought = flask.balanceOf(address(this)) - flaskBefore;
        }
        _payTreasury(token, toTreasury);
        flask.burn(flaskBought);
        emit FlaskBurned(address(token), toBuyback, flaskBought);
    }

    /// @dev A token that refuses the payment leaves it here (for sweep) instead of blocking the pair.
    function _payTreasury(IERC20 token, uint256 amount) private {
        if (amount == 0) return;
        address treasury_ = treasury;
        if (token.trySafeTransfer(treasury_, amount)) emit TreasuryPaid(address(token), treasury_, amount);
        else emit TreasuryPaymentFailed(address(token), treasury_, amount);
    }
}
