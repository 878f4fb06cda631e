// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

/// @title The wrapped native coin (WETH9's interface), as the router uses it.
interface IWBNB {
    function deposit() external payable;
    function withdraw(uint256 amount) external;
    function transfer(address to, uint256 value) external returns (bool);
}
