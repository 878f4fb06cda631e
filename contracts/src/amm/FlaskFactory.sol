// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {FlaskPair} from "./FlaskPair.sol";
import {IFlaskFactory} from "./interfaces/IFlaskFactory.sol";

/// @title Creates and finds FlaskSwap pairs; holds the protocol-fee switch.
/// @notice IUniswapV2Factory's ABI. `feeTo` receives the protocol's 8/25 of the swap fee (it is
/// the FeeCollector on every chain); `feeToSetter` may change `feeTo` and hand its role over in two
/// steps (setFeeToSetter proposes, the proposed account calls acceptFeeToSetter), so a mistyped
/// address never takes the role. Neither can touch liquidity providers' funds.
/// @dev A pair lives at the CREATE2 address of (this factory, keccak256(token0, token1),
/// INIT_CODE_PAIR_HASH), so `getPair` computes the address and checks for code instead of
/// keeping a mapping written twice per pair.
contract FlaskFactory is IFlaskFactory {
    bytes32 public immutable INIT_CODE_PAIR_HASH;

    address public feeTo;
    address public feeToSetter;
    address[] public allPairs;
    /// @notice The account setFeeToSetter proposed, until it accepts.
    address public pendingFeeToSetter;

    // The pair being created, for its constructor to read back (see pairTokensInCreation).
    address private transient creatingToken0;
    address private transient creatingToken1;

    constructor(address initialFeeToSetter) {
        INIT_CODE_PAIR_HASH = keccak256(type(FlaskPair).creationCode);
        feeToSetter = initialFeeToSetter;
        emit FeeToSetterChanged(address(0), initialFeeToSetter);
    }

    function allPairsLength() external view returns (uint256) {
        return allPairs.length;
    }

    function getPair(address tokenA, address tokenB) external view returns (address pair) {
        (address token0, address token1) = tokenA < tokenB ? (tokenA, tokenB) : (tokenB, tokenA);
        pair = _pairAddress(token0, token1);
        if (pair.code.length == 0) pair = address(0);
    }

    function pairTokensInCreation() external view returns (address token0, address token1) {
        return (creatingToken0, creatingToken1);
    }

    function createPair(address tokenA, address tokenB) external returns (address pair) {
        if (tokenA == tokenB) revert IdenticalAddresses();
        (address token0, address token1) = tokenA < tokenB ? (tokenA, tokenB) : (tokenB, tokenA);
        if (token0 == address(0)) revert ZeroAddress();
        creatingToken0 = token0;
        creatingToken1 = token1;
        // CREATE2 fails when the address already holds the pair; checking only on failure keeps
        // the common path free of an extra account access.
        try new FlaskPair{salt: keccak256(abi.encodePacked(token0, token1))}() returns (FlaskPair created) {
            pair = address(created);
        } catch {
            if (_pairAddress(token0, token1).code.length != 0) revert PairExists();
            revert PairCreationFailed();
        }
        allPairs.push(pair);
        emit PairCreated(token0, token1, pair, allPairs.length);
    }

    function setFeeTo(address newFeeTo) external {
        if (msg.sender != feeToSetter) revert Forbidden();
        emit FeeToChanged(feeTo, newFeeTo);
        feeTo = newFeeTo;
    }

    /// @notice Proposes `newSetter` (address(0) cancels a proposal); the role moves when it accepts.
    function setFeeToSetter(address newSetter) external {
        if (msg.sender != feeToSetter) revert Forbidden();
        pendingFeeToSetter = newSetter;
        emit FeeToSetterProposed(msg.sender, newSetter);
    }

    function acceptFeeToSetter() external {
        if (msg.sender != pendingFeeToSetter) revert Forbidden();
        emit FeeToSetterChanged(feeToSetter, msg.sender);
        feeToSetter = msg.sender;
        pendingFeeToSetter = address(0);
    }

    function _pairAddress(address token0, address token1) private view returns (address) {
        bytes32 salt = keccak256(abi.encodePacked(token0, token1));
        return address(uint160(uint256(keccak256(abi.encodePacked(bytes1(0xff), address(this), salt, INIT_CODE_PAIR_HASH)))));
    }
}
