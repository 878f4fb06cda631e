// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

/// @title Creates one pair per token couple; IUniswapV2Factory's ABI plus the pair's init code
/// hash and events for the fee setter's actions.
interface IFlaskFactory {
    event PairCreated(address indexed token0, address indexed token1, address pair, uint256);
    event FeeToChanged(address indexed previousFeeTo, address indexed newFeeTo);
    event FeeToSetterChanged(address indexed previousSetter, address indexed newSetter);
    event FeeToSetterProposed(address indexed setter, address indexed pendingSetter);

    error IdenticalAddresses();
    error ZeroAddress();
    error PairExists();
    error PairCreationFailed();
    error Forbidden();

    /// @notice keccak256 of the pair's creation code: with the factory address and the sorted
    /// tokens it gives every pair's address (CREATE2) without a call.
    function INIT_CODE_PAIR_HASH() external view returns (bytes32);

    function feeTo() external view returns (address);
    function feeToSetter() external view returns (address);
    function getPair(address tokenA, address tokenB) external view returns (address pair);
    function allPairs(uint256) external view returns (address pair);
    function allPairsLength() external view returns (uint256);

    function createPair(address tokenA, address tokenB) external returns (address pair);
    function setFeeTo(address) external;
    function setFeeToSetter(address) external;
    function pendingFeeToSetter() external view returns (address);
    function acceptFeeToSetter() external;

    /// @notice The tokens of the pair being created, read back by the pair's constructor so the
    /// creation code (and so the init code hash) is the same for every pair.
    function pairTokensInCreation() external view returns (address token0, address token1);
}
