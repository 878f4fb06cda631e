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
/// @dev The buy is bounded by a minimum FLASK output the operator computes off-chain: the collector
/// never trusts a price read from reserves in the same transaction, so a sandwich cannot take
/// more than the operator's slippage.
contract FeeCollector is Ownable2Step {
    using SafeERC20 for IERC20;

    /// @notice How to spend one token's buy-back share: a router path from the token to FLASK and
    /// the least FLASK the swap must return. Ignored for FLASK itself, which is burnt directly.
    struct Buyback {
        address[] path;
        uint256 minFlaskOut;
    }

    IFlaskRouter public immutable router;
    ERC20Burnable public immutable flask;

    address public treasury;
    mapping(address account => bool) public isOperator;

    event TreasuryChanged(address indexed previousTreasury, address indexed newTreasury);
    event OperatorSet(address indexed operator, bool allowed);
    event LiquidityConverted(address indexed pair, uint256 liquidity, uint256 amount0, uint256 amount1);
    event TreasuryPaid(address indexed token, address indexed treasury, uint256 amount);
    event FlaskBurned(address indexed token, uint256 amountIn, uint256 flaskBurned);

    error NotOperator();
    error ZeroAddress();
    error NothingToConvert();
    error UnknownPair();
    error InvalidPath();
    error MissingMinimumOut();

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

    /// @notice Redeems all of the collector's liquidity in `pair`, pays the treasury its 3/8 of
    /// each token and buys and burns FLASK with the rest.
    /// @param buyback0 How to buy FLASK with token0's share. @param buyback1 The same for token1.
    /// @param deadline Passed to the router for the buys.
    function convert(IFlaskPair pair, Buyback calldata buyback0, Buyback calldata buyback1, uint256 deadline)
        external
        onlyOperator
    {
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

        _split(token0, amount0, buyback0, deadline);
        _split(token1, amount1, buyback1, deadline);
    }

    /// @dev Treasury share rounds down; the buy-back gets the remainder, so nothing stays behind.
    function _split(IERC20 token, uint256 amount, Buyback calldata buyback, uint256 deadline) private {
        uint256 toTreasury = amount * TREASURY_SHARE_NUMERATOR / TREASURY_SHARE_DENOMINATOR;
        uint256 toBuyback = amount - toTreasury;
        if (toTreasury != 0) {
            address treasury_ = treasury;
            token.safeTransfer(treasury_, toTreasury);
            emit TreasuryPaid(address(token), treasury_, toTreasury);
        }
        if (toBuyback == 0) return;

        uint256 flaskBought;
        if (address(token) == address(flask)) {
            flaskBought = toBuyback;
        } else {
            address[] calldata path = buyback.path;
            if (path.length < 2 || path[0] != address(token) || path[path.length - 1] != address(flask)) {
                revert InvalidPath();
            }
            if (buyback.minFlaskOut == 0) revert MissingMinimumOut();
            uint256 flaskBefore = flask.balanceOf(address(this));
            token.forceApprove(address(router), toBuyback);
            router.swapExactTokensForTokensSupportingFeeOnTransferTokens(
                toBuyback, buyback.minFlaskOut, path, address(this), deadline
            );
            flaskBought = flask.balanceOf(address(this)) - flaskBefore;
        }
        flask.burn(flaskBought);
        emit FlaskBurned(address(token), toBuyback, flaskBought);
    }
}
