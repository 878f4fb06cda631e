// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {IFlaskFactory} from "./interfaces/IFlaskFactory.sol";
import {IFlaskRouterBase} from "./interfaces/IFlaskRouterBase.sol";
import {FlaskLibrary} from "./libraries/FlaskLibrary.sol";

/// @title The swap mechanics FlaskRouter and FlaskSplitRouter share: pair addresses, quotes along
/// a path, the hop-by-hop swaps and BNB wrapping.
/// @dev The calls run several times per swap, so the hot ones skip Solidity's call wrappers (code
/// size checks, ABI encoding into fresh memory): pair addresses are hashed in scratch space, pair
/// swaps and WBNB calls are encoded by hand, and each pair is computed once per swap.
abstract contract FlaskRouterBase is IFlaskRouterBase {
    using SafeERC20 for IERC20;

    address internal immutable factoryAddress;
    address internal immutable wbnb;
    bytes32 internal immutable pairInitCodeHash;

    modifier ensure(uint256 deadline) {
        require(deadline >= block.timestamp, "FlaskRouter: EXPIRED");
        _;
    }

    constructor(address factory_, address wbnb_) {
        factoryAddress = factory_;
        wbnb = wbnb_;
        pairInitCodeHash = IFlaskFactory(factory_).INIT_CODE_PAIR_HASH();
    }

    function factory() external view returns (address) {
        return factoryAddress;
    }

    /// @notice WBNB, under Uniswap's name.
    function WETH() external view returns (address) {
        return wbnb;
    }

    /// @dev BNB arrives only from WBNB withdrawals, which are forwarded in the same call.
    receive() external payable {
        require(msg.sender == wbnb, "FlaskRouter: ONLY_WBNB");
    }

    /// @dev The pair's CREATE2 address (no call): keccak256(0xff ++ factory ++ keccak256(token0 ++
    /// token1) ++ init code hash), hashed without allocating memory.
    function _pairFor(address tokenA, address tokenB) internal view returns (address pair) {
        (address token0, address token1) = FlaskLibrary.sortTokens(tokenA, tokenB);
        address deployer = factoryAddress;
        bytes32 initCodeHash = pairInitCodeHash;
        assembly ("memory-safe") {
            // salt = keccak256(token0 ++ token1): the 40 bytes at 0x0c..0x33 of scratch space.
            mstore(0x14, token1)
            mstore(0x00, token0)
            let salt := keccak256(0x0c, 0x28)
            // keccak256(0xff ++ deployer ++ salt ++ initCodeHash), 85 bytes past the free memory pointer.
            let data := mload(0x40)
            mstore(add(data, 0x01), shl(96, deployer))
            mstore(add(data, 0x15), salt)
            mstore(add(data, 0x35), initCodeHash)
            mstore8(data, 0xff)
            pair := and(keccak256(data, 0x55), 0xffffffffffffffffffffffffffffffffffffffff)
        }
    }

    /// @dev Amounts along the path for an exact input, and the pair of each hop.
    function _amountsOut(uint256 amountIn, address[] calldata path)
        internal
        view
        returns (uint256[] memory amounts, address[] memory pairs)
    {
        uint256 hops = _hops(path);
        (amounts, pairs) = _allocate(hops);
        uint256 amount = amountIn;
        _setAt(amounts, 0, amount);
        unchecked {
            for (uint256 i; i < hops; ++i) {
                (address input, address output) = (_tokenAt(path, i), _tokenAt(path, i + 1));
                address pair = _pairFor(input, output);
                (uint256 reserveIn, uint256 reserveOut) = FlaskLibrary.getReserves(pair, input, output);
                amount = FlaskLibrary.getAmountOut(amount, reserveIn, reserveOut);
                _setAt(amounts, i + 1, amount);
                _setAt(pairs, i, pair);
            }
        }
    }

    /// @dev Amounts along the path for an exact output, computed backwards, and the pair of each hop.
    function _amountsIn(uint256 amountOut, address[] calldata path)
        internal
        view
        returns (uint256[] memory amounts, address[] memory pairs)
    {
        uint256 hops = _hops(path);
        (amounts, pairs) = _allocate(hops);
        uint256 amount = amountOut;
        _setAt(amounts, hops, amount);
        unchecked {
            for (uint256 i = hops; i > 0; --i) {
                (address input, address output) = (_tokenAt(path, i - 1), _tokenAt(path, i));
                address pair = _pairFor(input, output);
                (uint256 reserveIn, uint256 reserveOut) = FlaskLibrary.getReserves(pair, input, output);
                amount = FlaskLibrary.getAmountIn(amount, reserveIn, reserveOut);
                _setAt(amounts, i - 1, amount);
                _setAt(pairs, i - 1, pair);
            }
        }
    }

    function _hops(address[] calldata path) private pure returns (uint256) {
        require(path.length >= 2, "FlaskLibrary: INVALID_PATH");
        unchecked {
            return path.length - 1;
        }
    }

    /// @dev Each pair sends its output straight to the next pair (or to `to` after the last hop);
    /// the first pair already holds the input.
    function _swap(uint256[] memory amounts, address[] calldata path, address[] memory pairs, address to) internal {
        unchecked {
            uint256 lastHop = pairs.length - 1;
            for (uint256 i; i <= lastHop; ++i) {
                address recipient = i < lastHop ? _addressAt(pairs, i + 1) : to;
                bool inputIsToken0 = _tokenAt(path, i) < _tokenAt(path, i + 1);
                _pairSwap(_addressAt(pairs, i), inputIsToken0, _uintAt(amounts, i + 1), recipient);
            }
        }
    }

    // Array access without bounds checks, for the loops above: every index stays below the length.

    function _tokenAt(address[] calldata path, uint256 i) internal pure returns (address token) {
        assembly ("memory-safe") {
            token := and(calldataload(add(path.offset, shl(5, i))), 0xffffffffffffffffffffffffffffffffffffffff)
        }
    }

    function _uintAt(uint256[] memory array, uint256 i) internal pure returns (uint256 value) {
        assembly ("memory-safe") {
            value := mload(add(array, shl(5, add(i, 1))))
        }
    }

    function _addressAt(address[] memory array, uint256 i) internal pure returns (address value) {
        assembly ("memory-safe") {
            value := mload(add(array, shl(5, add(i, 1))))
        }
    }

    function _setAt(uint256[] memory array, uint256 i, uint256 value) private pure {
        assembly ("memory-safe") {
            mstore(add(array, shl(5, add(i, 1))), value)
        }
    }

    function _setAt(address[] memory array, uint256 i, address value) private pure {
        assembly ("memory-safe") {
            mstore(add(array, shl(5, add(i, 1))), value)
        }
    }

    /// @dev `hops + 1` amounts and `hops` pairs, not zeroed: the quote loops write every element.
    function _allocate(uint256 hops) private pure returns (uint256[] memory amounts, address[] memory pairs) {
        assembly ("memory-safe") {
            amounts := mload(0x40)
            mstore(amounts, add(hops, 1))
            pairs := add(amounts, shl(5, add(hops, 2)))
            mstore(pairs, hops)
            mstore(0x40, add(pairs, shl(5, add(hops, 1))))
        }
    }

    /// @dev Prices each hop on what the pair actually received, since the token may have taken a fee.
    function _swapSupportingFeeOnTransferTokens(address[] calldata path, address firstPair, address to) internal {
        uint256 lastHop = path.length - 2;
        address pair = firstPair;
        for (uint256 i; i <= lastHop; ++i) {
            (address input, address output) = (path[i], path[i + 1]);
            (uint256 reserveIn, uint256 reserveOut) = FlaskLibrary.getReserves(pair, input, output);
            uint256 amountIn = IERC20(input).balanceOf(pair) - reserveIn;
            uint256 amountOut = FlaskLibrary.getAmountOut(amountIn, reserveIn, reserveOut);
            address recipient = i < lastHop ? _pairFor(output, path[i + 2]) : to;
            _pairSwap(pair, input < output, amountOut, recipient);
            pair = recipient;
        }
    }

    /// @dev pair.swap(0, out, to, "") when the input is token0, else pair.swap(out, 0, to, "");
    /// a revert is passed on as it came.
    function _pairSwap(address pair, bool inputIsToken0, uint256 amountOut, address to) private {
        assembly ("memory-safe") {
            let data := mload(0x40)
            mstore(data, shl(224, 0x022c0d9f)) // swap(uint256,uint256,address,bytes)
            mstore(add(data, 0x04), mul(iszero(inputIsToken0), amountOut))
            mstore(add(data, 0x24), mul(inputIsToken0, amountOut))
            mstore(add(data, 0x44), to)
            mstore(add(data, 0x64), 0x80)
            mstore(add(data, 0x84), 0)
            if iszero(call(gas(), pair, 0, data, 0xa4, 0, 0)) {
                returndatacopy(data, 0, returndatasize())
                revert(data, returndatasize())
            }
        }
    }

    /// @dev Wraps `amount` of the BNB sent with the call into WBNB held by this contract.
    function _wrapBNB(uint256 amount) internal {
        address token = wbnb;
        assembly ("memory-safe") {
            mstore(0x00, shl(224, 0xd0e30db0)) // deposit()
            if iszero(call(gas(), token, amount, 0x00, 0x04, 0, 0)) {
                let data := mload(0x40)
                returndatacopy(data, 0, returndatasize())
                revert(data, returndatasize())
            }
        }
    }

    /// @dev Pays `amount` of this contract's WBNB to `to` (a pair).
    function _payWBNB(address to, uint256 amount) internal {
        IERC20(wbnb).safeTransfer(to, amount);
    }

    /// @dev Unwraps `amount` of this contract's WBNB and sends the BNB to `to`.
    function _unwrapTo(address to, uint256 amount) internal {
        address token = wbnb;
        assembly ("memory-safe") {
            mstore(0x00, shl(224, 0x2e1a7d4d)) // withdraw(uint256)
            mstore(0x04, amount)
            if iszero(call(gas(), token, 0, 0x00, 0x24, 0, 0)) {
                let data := mload(0x40)
                returndatacopy(data, 0, returndatasize())
                revert(data, returndatasize())
            }
        }
        _sendBNB(to, amount);
    }

    function _sendBNB(address to, uint256 amount) internal {
        bool sent;
        assembly ("memory-safe") {
            sent := call(gas(), to, amount, 0, 0, 0, 0)
        }
        require(sent, "FlaskRouter: BNB_TRANSFER_FAILED");
    }
}
