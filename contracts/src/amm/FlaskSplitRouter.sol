// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {FlaskRouterBase} from "./FlaskRouterBase.sol";

/// @title Executes a split trade in one transaction: the amount goes in parts along several paths
/// between the same two tokens, under one minimum output (or maximum input) and one deadline.
/// @notice A companion to FlaskRouter (whose ABI stays IUniswapV2Router02's): approve this
/// contract to spend the input token. Parts run in the order given, each quoted on the reserves
/// the earlier parts left, exactly as the SDK's split search values them. "ETH" means BNB, as in
/// the router.
/// @dev Holds no funds between calls. Within a call it can hold WBNB (BNB in, before every part is
/// paid; BNB out, while parts arrive), and a path's token could call back into it: the lock in
/// transient storage (EIP-1153, on BNB Smart Chain since the Tycho hard fork) refuses re-entry.
contract FlaskSplitRouter is FlaskRouterBase {
    using SafeERC20 for IERC20;

    bool private transient locked;

    modifier nonReentrant() {
        require(!locked, "FlaskSplitRouter: LOCKED");
        locked = true;
        _;
        locked = false;
    }

    constructor(address factory_, address wbnb_) FlaskRouterBase(factory_, wbnb_) {}


    // ---------------------------------------------------------------- exact input

    /// @return amountsOut What each part paid `to`.
    function swapExactTokensForTokensSplit(
        uint256[] calldata amountsIn,
        address[][] calldata paths,
        uint256 amountOutMin,
        address to,
        uint256 deadline
    ) external ensure(deadline) nonReentrant returns (uint256[] memory amountsOut) {
        _checkParts(amountsIn, paths, address(0), address(0));
        uint256 total;
        (amountsOut, total) = _exactInParts(amountsIn, paths, false, to);
        require(total >= amountOutMin, "FlaskSplitRouter: INSUFFICIENT_OUTPUT_AMOUNT");
    }

    /// @notice The parts' inputs must add up to the BNB sent.
    function swapExactETHForTokensSplit(
        uint256[] calldata amountsIn,
        address[][] calldata paths,
        uint256 amountOutMin,
        address to,
        uint256 deadline
    ) external payable ensure(deadline) nonReentrant returns (uint256[] memory amountsOut) {
        require(_checkParts(amountsIn, paths, wbnb, address(0)) == msg.value, "FlaskSplitRouter: VALUE_MISMATCH");
        _wrapBNB(msg.value);
        uint256 total;
        (amountsOut, total) = _exactInParts(amountsIn, paths, true, to);
        require(total >= amountOutMin, "FlaskSplitRouter: INSUFFICIENT_OUTPUT_AMOUNT");
    }

    function swapExactTokensForETHSplit(
        uint256[] calldata amountsIn,
        address[][] calldata paths,
        uint256 amountOutMin,
        address to,
        uint256 deadline
    ) external ensure(deadline) nonReentrant returns (uint256[] memory amountsOut) {
        _checkParts(amountsIn, paths, address(0), wbnb);
        uint256 total;
        (amountsOut, total) = _exactInParts(amountsIn, paths, false, address(this));
        require(total >= amountOutMin, "FlaskSplitRouter: INSUFFICIENT_OUTPUT_AMOUNT");
        _unwrapTo(to, total);
    }

    // ---------------------------------------------------------------- exact output

    /// @return amountsIn What each part took from the caller.
    function swapTokensForExactTokensSplit(
        uint256[] calldata amountsOut,
        address[][] calldata paths,
        uint256 amountInMax,
        address to,
        uint256 deadline
    ) external ensure(deadline) nonReentrant returns (uint256[] memory amountsIn) {
        _checkParts(amountsOut, paths, address(0), address(0));
        (amountsIn,) = _exactOutParts(amountsOut, paths, false, amountInMax, to);
    }

    /// @notice Spends at most the BNB sent and returns the rest.
    function swapETHForExactTokensSplit(
        uint256[] calldata amountsOut,
        address[][] calldata paths,
        address to,
        uint256 deadline
    ) external payable ensure(deadline) nonReentrant returns (uint256[] memory amountsIn) {
        _checkParts(amountsOut, paths, wbnb, address(0));
        _wrapBNB(msg.value);
        uint256 total;
        (amountsIn, total) = _exactOutParts(amountsOut, paths, true, msg.value, to);
        if (msg.value > total) _unwrapTo(msg.sender, msg.value - total);
    }

    function swapTokensForExactETHSplit(
        uint256[] calldata amountsOut,
        address[][] calldata paths,
        uint256 amountInMax,
        address to,
        uint256 deadline
    ) external ensure(deadline) nonReentrant returns (uint256[] memory amountsIn) {
        uint256 amountOut = _checkParts(amountsOut, paths, address(0), wbnb);
        (amountsIn,) = _exactOutParts(amountsOut, paths, false, amountInMax, address(this));
        _unwrapTo(to, amountOut);
    }

    // ------------------------------------------- exact input of tokens that take a fee on transfer

    function swapExactTokensForTokensSplitSupportingFeeOnTransferTokens(
        uint256[] calldata amountsIn,
        address[][] calldata paths,
        uint256 amountOutMin,
        address to,
        uint256 deadline
    ) external ensure(deadline) nonReentrant {
        _checkParts(amountsIn, paths, address(0), address(0));
        _feeOnTransferPartsTo(amountsIn, paths, false, amountOutMin, to);
    }

    /// @notice The parts' inputs must add up to the BNB sent.
    function swapExactETHForTokensSplitSupportingFeeOnTransferTokens(
        uint256[] calldata amountsIn,
        address[][] calldata paths,
        uint256 amountOutMin,
        address to,
        uint256 deadline
    ) external payable ensure(deadline) nonReentrant {
        require(_checkParts(amountsIn, paths, wbnb, address(0)) == msg.value, "FlaskSplitRouter: VALUE_MISMATCH");
        _wrapBNB(msg.value);
        _feeOnTransferPartsTo(amountsIn, paths, true, amountOutMin, to);
    }

    function swapExactTokensForETHSplitSupportingFeeOnTransferTokens(
        uint256[] calldata amountsIn,
        address[][] calldata paths,
        uint256 amountOutMin,
        address to,
        uint256 deadline
    ) external ensure(deadline) nonReentrant {
        _checkParts(amountsIn, paths, address(0), wbnb);
        _feeOnTransferParts(amountsIn, paths, false, address(this));
        uint256 amountOut = IERC20(wbnb).balanceOf(address(this));
        require(amountOut >= amountOutMin, "FlaskSplitRouter: INSUFFICIENT_OUTPUT_AMOUNT");
        _unwrapTo(to, amountOut);
    }

    // ---------------------------------------------------------------- internals

    /// @dev One amount per path, at least one part, every path from the same token to the same
    /// token (WBNB where `input` or `output` is given). Returns the sum of the amounts.
    function _checkParts(uint256[] calldata amounts, address[][] calldata paths, address input, address output)
        private
        pure
        returns (uint256 sum)
    {
        uint256 parts = amounts.length;
        require(parts != 0 && paths.length == parts, "FlaskSplitRouter: INVALID_PARTS");
        address first = _tokenAt(paths[0], 0);
        address last = _lastToken(paths[0]);
        require(input == address(0) || first == input, "FlaskSplitRouter: INVALID_PATH");
        require(output == address(0) || last == output, "FlaskSplitRouter: INVALID_PATH");
        for (uint256 i; i < parts; ++i) {
            address[] calldata path = paths[i];
            require(path.length >= 2, "FlaskSplitRouter: INVALID_PATH");
            require(_tokenAt(path, 0) == first && _lastToken(path) == last, "FlaskSplitRouter: INVALID_PATH");
            sum += amounts[i];
        }
    }

    function _lastToken(address[] calldata path) private pure returns (address) {
        return path[path.length - 1];
    }

    /// @dev Each part quoted on the current reserves, paid from the caller (or from this contract's
    /// WBNB) into its first pair and swapped along its path to `to`.
    function _exactInParts(uint256[] calldata amountsIn, address[][] calldata paths, bool payWBNB, address to)
        private
        returns (uint256[] memory amountsOut, uint256 total)
    {
        amountsOut = new uint256[](amountsIn.length);
        for (uint256 i; i < amountsIn.length; ++i) {
            uint256 out = _exactInPart(paths[i], amountsIn[i], payWBNB, to);
            amountsOut[i] = out;
            total += out;
        }
    }

    function _exactInPart(address[] calldata path, uint256 amountIn, bool payWBNB, address to)
        private
        returns (uint256 amountOut)
    {
        (uint256[] memory amounts, address[] memory pairs) = _amountsOut(amountIn, path);
        _payInto(path, _addressAt(pairs, 0), amountIn, payWBNB);
        _swap(amounts, path, pairs, to);
        return _uintAt(amounts, amounts.length - 1);
    }

    /// @dev Each part's input quoted on the current reserves, paid in (from the caller, or from
    /// this contract's WBNB) and swapped to `to`; the inputs together may not exceed `budget`.
    function _exactOutParts(
        uint256[] calldata amountsOut,
        address[][] calldata paths,
        bool payWBNB,
        uint256 budget,
        address to
    ) private returns (uint256[] memory amountsIn, uint256 total) {
        amountsIn = new uint256[](amountsOut.length);
        for (uint256 i; i < amountsOut.length; ++i) {
            uint256 amountIn = _exactOutPart(paths[i], amountsOut[i], payWBNB, budget - total, to);
            total += amountIn;
            amountsIn[i] = amountIn;
        }
    }

    function _exactOutPart(address[] calldata path, uint256 amountOut, bool payWBNB, uint256 budgetLeft, address to)
        private
        returns (uint256 amountIn)
    {
        (uint256[] memory amounts, address[] memory pairs) = _amountsIn(amountOut, path);
        amountIn = _uintAt(amounts, 0);
        require(amountIn <= budgetLeft, "FlaskSplitRouter: EXCESSIVE_INPUT_AMOUNT");
        _payInto(path, _addressAt(pairs, 0), amountIn, payWBNB);
        _swap(amounts, path, pairs, to);
    }

    /// @dev Each part paid into its first pair and priced hop by hop on what the pairs received.
    function _feeOnTransferParts(uint256[] calldata amountsIn, address[][] calldata paths, bool payWBNB, address to)
        private
    {
        for (uint256 i; i < amountsIn.length; ++i) {
            address[] calldata path = paths[i];
            address firstPair = _pairFor(_tokenAt(path, 0), _tokenAt(path, 1));
            _payInto(path, firstPair, amountsIn[i], payWBNB);
            _swapSupportingFeeOnTransferTokens(path, firstPair, to);
        }
    }

    /// @dev The parts, with what `to` received of the output token checked against the minimum.
    function _feeOnTransferPartsTo(
        uint256[] calldata amountsIn,
        address[][] calldata paths,
        bool payWBNB,
        uint256 amountOutMin,
        address to
    ) private {
        IERC20 tokenOut = IERC20(_lastToken(paths[0]));
        uint256 balanceBefore = tokenOut.balanceOf(to);
        _feeOnTransferParts(amountsIn, paths, payWBNB, to);
        require(
            tokenOut.balanceOf(to) - balanceBefore >= amountOutMin, "FlaskSplitRouter: INSUFFICIENT_OUTPUT_AMOUNT"
        );
    }

    function _payInto(address[] calldata path, address pair, uint256 amount, bool payWBNB) private {
        if (payWBNB) _payWBNB(pair, amount);
        else IERC20(_tokenAt(path, 0)).safeTransferFrom(msg.sender, pair, amount);
    }
}
