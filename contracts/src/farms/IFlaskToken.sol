// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";

/// @notice The parts of FLASK the yield contracts use: the MasterChef mints it (within the cap),
/// the vault burns its performance fee, and the chef's reward views check that it may still mint.
interface IFlaskToken is IERC20 {
    function mint(address to, uint256 amount) external;
    function burn(uint256 amount) external;
    function cap() external view returns (uint256);
    function hasRole(bytes32 role, address account) external view returns (bool);
}
