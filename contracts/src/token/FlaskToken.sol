// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {AccessControlDefaultAdminRules} from "@openzeppelin/contracts/access/extensions/AccessControlDefaultAdminRules.sol";
import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {ERC20Burnable} from "@openzeppelin/contracts/token/ERC20/extensions/ERC20Burnable.sol";
import {ERC20Capped} from "@openzeppelin/contracts/token/ERC20/extensions/ERC20Capped.sol";
import {ERC20Permit} from "@openzeppelin/contracts/token/ERC20/extensions/ERC20Permit.sol";
import {ERC20Votes} from "@openzeppelin/contracts/token/ERC20/extensions/ERC20Votes.sol";
import {Nonces} from "@openzeppelin/contracts/utils/Nonces.sol";

/// @title FLASK, the FlaskSwap reward and governance token.
/// @notice Only holders of MINTER_ROLE (the MasterChef) can mint, and never past MAX_SUPPLY.
/// Holders can burn their own tokens (buy-back-and-burn, vault performance fee).
/// @dev The admin (who grants MINTER_ROLE, so could mint to the cap) is one account that moves in two
/// steps: beginDefaultAdminTransfer, then the new admin accepts once INITIAL_ADMIN_DELAY has passed
/// (changing the delay waits too). Outside the devnet the deploy hands it to a TimelockController:
/// see docs/roles.md.
contract FlaskToken is ERC20, ERC20Burnable, ERC20Capped, ERC20Permit, ERC20Votes, AccessControlDefaultAdminRules {
    bytes32 public constant MINTER_ROLE = keccak256("MINTER_ROLE");
    uint256 public constant MAX_SUPPLY = 750_000_000 ether;
    uint48 public constant INITIAL_ADMIN_DELAY = 2 days;

    /// @notice FLASK destroyed by burn/burnFrom so far (burns lower totalSupply, so they leave no other trace).
    uint256 public totalBurned;

    constructor(address admin)
        ERC20("FlaskSwap Token", "FLASK")
        ERC20Capped(MAX_SUPPLY)
        ERC20Permit("FlaskSwap Token")
        AccessControlDefaultAdminRules(INITIAL_ADMIN_DELAY, admin)
    {}

    function mint(address to, uint256 amount) external onlyRole(MINTER_ROLE) {
        _mint(to, amount);
    }

    function _update(address from, address to, uint256 value) internal override(ERC20, ERC20Capped, ERC20Votes) {
        super._update(from, to, value);
        if (to == address(0)) totalBurned += value;
    }

    function nonces(address owner) public view override(ERC20Permit, Nonces) returns (uint256) {
        return super.nonces(owner);
    }
}
