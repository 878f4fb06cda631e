// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {FlaskRouterBase} from "./FlaskRouterBase.sol";
import {IFlaskFactory} from "./interfaces/IFlaskFactory.sol";
import {IFlaskPair} from "./interfaces/IFlaskPair.sol";
import {IFlaskRouter} from "./interfaces/IFlaskRouter.sol";
import {FlaskLibrary} from "./libraries/FlaskLibrary.sol";

/// @title Adds and removes liquidity and swaps along paths of pairs, with deadline and slippage
/// bounds chosen by the caller.
/// @notice IUniswapV2Router02's ABI, unchanged, so wallets, aggregators and bots work as they do
/// with Uniswap V2: `WETH()` returns WBNB and the "ETH" functions take and pay BNB.
/// @dev Holds no funds between calls. Pair addresses are computed (CREATE2), never looked up.
contract FlaskRouter is IFlaskRouter, FlaskRouterBase {
    using SafeERC20 for IERC20;

    constructor(address factory_, address wbnb_) FlaskRouterBase(factory_, wbnb_) {}


    // ---------------------------------------------------------------- liquidity

    function addLiquidity(
        address tokenA,
        address tokenB,
        uint256 amountADesired,
        uint256 amountBDesired,
        uint256 amountAMin,
        uint256 amountBMin,
        address to,
        uint256 deadline
    ) external ensure(deadline) returns (uint256 amountA, uint256 amountB, uint256 liquidity) {
        address pair;
        (amountA, amountB, pair) = _addLiquidity(tokenA, tokenB, amountADesired, amountBDesired, amountAMin, amountBMin);
        _pay(tokenA, pair, amountA);
        _pay(tokenB, pair, amountB);
        liquidity = IFlaskPair(pair).mint(to);
    }

    function addLiquidityETH(
        address token,
        uint256 amountTokenDesired,
        uint256 amountTokenMin,
        uint256 amountETHMin,
        address to,
        uint256 deadline
    ) external payable ensure(deadline) returns (uint256 amountToken, uint256 amountETH, uint256 liquidity) {
        address pair;
        (amountToken, amountETH, pair) =
            _addLiquidity(token, wbnb, amountTokenDesired, msg.value, amountTokenMin, amountETHMin);
        IERC20(token).safeTransferFrom(msg.sender, pair, amountToken);
        _wrapBNB(amountETH);
        _payWBNB(pair, amountETH);
        liquidity = IFlaskPair(pair).mint(to);
        if (msg.value > amountETH) _sendBNB(msg.sender, msg.value - amountETH);
    }

    function removeLiquidity(
        address tokenA,
        address tokenB,
        uint256 liquidity,
        uint256 amountAMin,
        uint256 amountBMin,
        address to,
        uint256 deadline
    ) external ensure(deadline) returns (uint256 amountA, uint256 amountB) {
        return _removeLiquidity(tokenA, tokenB, liquidity, amountAMin, amountBMin, to);
    }

    function removeLiquidityETH(
        address token,
        uint256 liquidity,
        uint256 amountTokenMin,
        uint256 amountETHMin,
        address to,
        uint256 deadline
    ) external ensure(deadline) returns (uint256 amountToken, uint256 amountETH) {
        return _removeLiquidityETH(token, liquidity, amountTokenMin, amountETHMin, to);
    }

    function removeLiquidityWithPermit(
        address tokenA,
        address tokenB,
        uint256 liquidity,
        uint256 amountAMin,
        uint256 amountBMin,
        address to,
        uint256 deadline,
        bool approveMax,
        uint8 v,
        bytes32 r,
        bytes32 s
    ) external ensure(deadline) returns (uint256 amountA, uint256 amountB) {
        _permit(_pairFor(tokenA, tokenB), liquidity, deadline, approveMax, v, r, s);
        return _removeLiquidity(tokenA, tokenB, liquidity, amountAMin, amountBMin, to);
    }

    function removeLiquidityETHWithPermit(
        address token,
        uint256 liquidity,
        uint256 amountTokenMin,
        uint256 amountETHMin,
        address to,
        uint256 deadline,
        bool approveMax,
        uint8 v,
        bytes32 r,
        bytes32 s
    ) external ensure(deadline) returns (uint256 amountToken, uint256 amountETH) {
        _permit(_pairFor(token, wbnb), liquidity, deadline, approveMax, v, r, s);
        return _removeLiquidityETH(token, liquidity, amountTokenMin, amountETHMin, to);
    }

    function removeLiquidityETHSupportingFeeOnTransferTokens(
        address token,
        uint256 liquidity,
        uint256 amountTokenMin,
        uint256 amountETHMin,
        address to,
        uint256 deadline
    ) external ensure(deadline) returns (uint256 amountETH) {
        return _removeLiquidityETHSupportingFeeOnTransferTokens(token, liquidity, amountTokenMin, amountETHMin, to);
    }

    function removeLiquidityETHWithPermitSupportingFeeOnTransferTokens(
        address token,
        uint256 liquidity,
        uint256 amountTokenMin,
        uint256 amountETHMin,
        address to,
        uint256 deadline,
        bool approveMax,
        uint8 v,
        bytes32 r,
        bytes32 s
    ) external ensure(deadline) returns (uint256 amountETH) {
        _permit(_pairFor(token, wbnb), liquidity, deadline, approveMax, v, r, s);
        return _removeLiquidityETHSupportingFeeOnTransferTokens(token, liquidity, amountTokenMin, amountETHMin, to);
    }

    // ---------------------------------------------------------------- swaps

    function swapExactTokensForTokens(
        uint256 amountIn,
        uint256 amountOutMin,
        address[] calldata path,
        address to,
        uint256 deadline
    ) external ensure(deadline) returns (uint256[] memory amounts) {
        address[] memory pairs;
        (amounts, pairs) = _amountsOut(amountIn, path);
        require(_uintAt(amounts, amounts.length - 1) >= amountOutMin, "FlaskRouter: INSUFFICIENT_OUTPUT_AMOUNT");
        IERC20(_tokenAt(path, 0)).safeTransferFrom(msg.sender, _addressAt(pairs, 0), _uintAt(amounts, 0));
        _swap(amounts, path, pairs, to);
    }

    function swapTokensForExactTokens(
        uint256 amountOut,
        uint256 amountInMax,
        address[] calldata path,
        address to,
        uint256 deadline
    ) external ensure(deadline) returns (uint256[] memory amounts) {
        address[] memory pairs;
        (amounts, pairs) = _amountsIn(amountOut, path);
        require(_uintAt(amounts, 0) <= amountInMax, "FlaskRouter: EXCESSIVE_INPUT_AMOUNT");
        IERC20(_tokenAt(path, 0)).safeTransferFrom(msg.sender, _addressAt(pairs, 0), _uintAt(amounts, 0));
        _swap(amounts, path, pairs, to);
    }

    function swapExactETHForTokens(uint256 amountOutMin, address[] calldata path, address to, uint256 deadline)
        external
        payable
        ensure(deadline)
        returns (uint256[] memory amounts)
    {
        require(_tokenAt(path, 0) == wbnb, "FlaskRouter: INVALID_PATH");
        address[] memory pairs;
        (amounts, pairs) = _amountsOut(msg.value, path);
        require(_uintAt(amounts, amounts.length - 1) >= amountOutMin, "FlaskRouter: INSUFFICIENT_OUTPUT_AMOUNT");
        _wrapBNB(_uintAt(amounts, 0));
        _payWBNB(_addressAt(pairs, 0), _uintAt(amounts, 0));
        _swap(amounts, path, pairs, to);
    }

    function swapTokensForExactETH(
        uint256 amountOut,
        uint256 amountInMax,
        address[] calldata path,
        address to,
        uint256 deadline
    ) external ensure(deadline) returns (uint256[] memory amounts) {
        require(_tokenAt(path, path.length - 1) == wbnb, "FlaskRouter: INVALID_PATH");
        address[] memory pairs;
        (amounts, pairs) = _amountsIn(amountOut, path);
        require(_uintAt(amounts, 0) <= amountInMax, "FlaskRouter: EXCESSIVE_INPUT_AMOUNT");
        IERC20(_tokenAt(path, 0)).safeTransferFrom(msg.sender, _addressAt(pairs, 0), _uintAt(amounts, 0));
        _swap(amounts, path, pairs, address(this));
        _unwrapTo(to, _uintAt(amounts, amounts.length - 1));
    }

    function swapExactTokensForETH(
        uint256 amountIn,
        uint256 amountOutMin,
        address[] calldata path,
        address to,
        uint256 deadline
    ) external ensure(deadline) returns (uint256[] memory amounts) {
        require(_tokenAt(path, path.length - 1) == wbnb, "FlaskRouter: INVALID_PATH");
        address[] memory pairs;
        (amounts, pairs) = _amountsOut(amountIn, path);
        require(_uintAt(amounts, amounts.length - 1) >= amountOutMin, "FlaskRouter: INSUFFICIENT_OUTPUT_AMOUNT");
        IERC20(_tokenAt(path, 0)).safeTransferFrom(msg.sender, _addressAt(pairs, 0), _uintAt(amounts, 0));
        _swap(amounts, path, pairs, address(this));
        _unwrapTo(to, _uintAt(amounts, amounts.length - 1));
    }

    function swapETHForExactTokens(uint256 amountOut, address[] calldata path, address to, uint256 deadline)
        external
        payable
        ensure(deadline)
        returns (uint256[] memory amounts)
    {
        require(_tokenAt(path, 0) == wbnb, "FlaskRouter: INVALID_PATH");
        address[] memory pairs;
        (amounts, pairs) = _amountsIn(amountOut, path);
        require(amounts[0] <= msg.value, "FlaskRouter: EXCESSIVE_INPUT_AMOUNT");
        _wrapBNB(_uintAt(amounts, 0));
        _payWBNB(_addressAt(pairs, 0), _uintAt(amounts, 0));
        _swap(amounts, path, pairs, to);
        if (msg.value > amounts[0]) _sendBNB(msg.sender, msg.value - amounts[0]);
    }

    // ------------------------------------------- swaps for tokens that take a fee on transfer

    function swapExactTokensForTokensSupportingFeeOnTransferTokens(
        uint256 amountIn,
        uint256 amountOutMin,
        address[] calldata path,
        address to,
        uint256 deadline
    ) external ensure(deadline) {
        address firstPair = _pairFor(path[0], path[1]);
        IERC20(path[0]).safeTransferFrom(msg.sender, firstPair, amountIn);
        address tokenOut = path[path.length - 1];
        uint256 balanceBefore = IERC20(tokenOut).balanceOf(to);
        _swapSupportingFeeOnTransferTokens(path, firstPair, to);
        require(
            IERC20(tokenOut).balanceOf(to) - balanceBefore >= amountOutMin, "FlaskRouter: INSUFFICIENT_OUTPUT_AMOUNT"
        );
    }

    function swapExactETHForTokensSupportingFeeOnTransferTokens(
        uint256 amountOutMin,
        address[] calldata path,
        address to,
        uint256 deadline
    ) external payable ensure(deadline) {
        require(_tokenAt(path, 0) == wbnb, "FlaskRouter: INVALID_PATH");
        address firstPair = _pairFor(path[0], path[1]);
        _wrapBNB(msg.value);
        _payWBNB(firstPair, msg.value);
        address tokenOut = path[path.length - 1];
        uint256 balanceBefore = IERC20(tokenOut).balanceOf(to);
        _swapSupportingFeeOnTransferTokens(path, firstPair, to);
        require(
            IERC20(tokenOut).balanceOf(to) - balanceBefore >= amountOutMin, "FlaskRouter: INSUFFICIENT_OUTPUT_AMOUNT"
        );
    }

    function swapExactTokensForETHSupportingFeeOnTransferTokens(
        uint256 amountIn,
        uint256 amountOutMin,
        address[] calldata path,
        address to,
        uint256 deadline
    ) external ensure(deadline) {
        require(_tokenAt(path, path.length - 1) == wbnb, "FlaskRouter: INVALID_PATH");
        address firstPair = _pairFor(path[0], path[1]);
        IERC20(path[0]).safeTransferFrom(msg.sender, firstPair, amountIn);
        _swapSupportingFeeOnTransferTokens(path, firstPair, address(this));
        uint256 amountOut = IERC20(wbnb).balanceOf(address(this));
        require(amountOut >= amountOutMin, "FlaskRouter: INSUFFICIENT_OUTPUT_AMOUNT");
        _unwrapTo(to, amountOut);
    }

    // ---------------------------------------------------------------- quotes

    function quote(uint256 amountA, uint256 reserveA, uint256 reserveB) external pure returns (uint256 amountB) {
        return FlaskLibrary.quote(amountA, reserveA, reserveB);
    }

    function getAmountOut(uint256 amountIn, uint256 reserveIn, uint256 reserveOut)
        external
        pure
        returns (uint256 amountOut)
    {
        return FlaskLibrary.getAmountOut(amountIn, reserveIn, reserveOut);
    }

    function getAmountIn(uint256 amountOut, uint256 reserveIn, uint256 reserveOut)
        external
        pure
        returns (uint256 amountIn)
    {
        return FlaskLibrary.getAmountIn(amountOut, reserveIn, reserveOut);
    }

    function getAmountsOut(uint256 amountIn, address[] calldata path) external view returns (uint256[] memory amounts) {
        (amounts,) = _amountsOut(amountIn, path);
    }

    function getAmountsIn(uint256 amountOut, address[] calldata path) external view returns (uint256[] memory amounts) {
        (amounts,) = _amountsIn(amountOut, path);
    }

    // ---------------------------------------------------------------- internals

    /// @dev Creates the pair if needed and picks the amounts that match its current price.
    function _addLiquidity(
        address tokenA,
        address tokenB,
        uint256 amountADesired,
        uint256 amountBDesired,
        uint256 amountAMin,
        uint256 amountBMin
    ) private returns (uint256 amountA, uint256 amountB, address pair) {
        pair = _pairFor(tokenA, tokenB);
        // Checking the pair's code (instead of asking the factory) also warms the pair for the calls below.
        if (pair.code.length == 0) IFlaskFactory(factoryAddress).createPair(tokenA, tokenB);
        (uint256 reserveA, uint256 reserveB) = FlaskLibrary.getReserves(pair, tokenA, tokenB);
        if (reserveA == 0 && reserveB == 0) return (amountADesired, amountBDesired, pair);
        uint256 amountBOptimal = FlaskLibrary.quote(amountADesired, reserveA, reserveB);
        if (amountBOptimal <= amountBDesired) {
            require(amountBOptimal >= amountBMin, "FlaskRouter: INSUFFICIENT_B_AMOUNT");
            return (amountADesired, amountBOptimal, pair);
        }
        uint256 amountAOptimal = FlaskLibrary.quote(amountBDesired, reserveB, reserveA);
        // amountAOptimal <= amountADesired: the price that made B optimal too large makes A fit.
        require(amountAOptimal >= amountAMin, "FlaskRouter: INSUFFICIENT_A_AMOUNT");
        return (amountAOptimal, amountBDesired, pair);
    }

    function _removeLiquidity(
        address tokenA,
        address tokenB,
        uint256 liquidity,
        uint256 amountAMin,
        uint256 amountBMin,
        address to
    ) private returns (uint256 amountA, uint256 amountB) {
        address pair = _pairFor(tokenA, tokenB);
        IERC20(pair).safeTransferFrom(msg.sender, pair, liquidity);
        (uint256 amount0, uint256 amount1) = IFlaskPair(pair).burn(to);
        (amountA, amountB) = tokenA < tokenB ? (amount0, amount1) : (amount1, amount0);
        require(amountA >= amountAMin, "FlaskRouter: INSUFFICIENT_A_AMOUNT");
        require(amountB >= amountBMin, "FlaskRouter: INSUFFICIENT_B_AMOUNT");
    }

    function _removeLiquidityETH(
        address token,
        uint256 liquidity,
        uint256 amountTokenMin,
        uint256 amountETHMin,
        address to
    ) private returns (uint256 amountToken, uint256 amountETH) {
        (amountToken, amountETH) =
            _removeLiquidity(token, wbnb, liquidity, amountTokenMin, amountETHMin, address(this));
        IERC20(token).safeTransfer(to, amountToken);
        _unwrapTo(to, amountETH);
    }

    /// @dev The token amount is whatever arrived after the token's transfer fee.
    function _removeLiquidityETHSupportingFeeOnTransferTokens(
        address token,
        uint256 liquidity,
        uint256 amountTokenMin,
        uint256 amountETHMin,
        address to
    ) private returns (uint256 amountETH) {
        (, amountETH) = _removeLiquidity(token, wbnb, liquidity, amountTokenMin, amountETHMin, address(this));
        IERC20(token).safeTransfer(to, IERC20(token).balanceOf(address(this)));
        _unwrapTo(to, amountETH);
    }

    /// @dev Uses the signed approval; if someone already submitted that signature (front-running
    /// the permit), the removal still goes ahead as long as the allowance is there.
    function _permit(
        address pair,
        uint256 liquidity,
        uint256 deadline,
        bool approveMax,
        uint8 v,
        bytes32 r,
        bytes32 s
    ) private {
        uint256 value = approveMax ? type(uint256).max : liquidity;
        try IFlaskPair(pair).permit(msg.sender, address(this), value, deadline, v, r, s) {}
        catch (bytes memory reason) {
            if (IFlaskPair(pair).allowance(msg.sender, address(this)) < liquidity) {
                assembly ("memory-safe") {
                    revert(add(reason, 0x20), mload(reason))
                }
            }
        }
    }

    /// @dev Moves the caller's tokens (approved to the router) to `to`, usually a pair.
    function _pay(address token, address to, uint256 amount) private {
        IERC20(token).safeTransferFrom(msg.sender, to, amount);
    }
}
