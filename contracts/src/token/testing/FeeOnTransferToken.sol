// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";

/// @title A test token that burns a fixed share of every transfer ("deflationary" tokens):
/// the receiver gets less than the sender sent. For router, pool and devnet tests only.
contract FeeOnTransferToken is ERC20, Ownable {
    uint256 public constant FEE_DENOMINATOR = 10_000;
    /// @notice Share of each transfer burnt, in basis points.
    uint256 public immutable transferFeeBps;

    constructor(string memory name_, string memory symbol_, uint256 transferFeeBps_, address owner_)
        ERC20(name_, symbol_)
        Ownable(owner_)
    {
        require(transferFeeBps_ < FEE_DENOMINATOR, "FeeOnTransferToken: fee too high");
        transferFeeBps = transferFeeBps_;
    }

    function mint(address to, uint256 amount) external onlyOwner {
        _mint(to, amount);
    }

    /// @dev Transfers between two accounts burn their fee; mints and burns are untouched.
    function _update(address from, address to, uint256 value) internal override {
        if (from == address(0) || to == address(0)) return super._update(from, to, value);
        uint256 fee = value * transferFeeBps / FEE_DENOMINATOR;
        super._update(from, address(0), fee);
        super._update(from, to, value - fee);
    }
}
