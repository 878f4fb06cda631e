// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";

/// A token that, once armed, calls a target with a prepared payload in the middle of each
/// transfer (as a hostile token in a swap path could) and records how the call ended.
contract ReentrantToken is ERC20 {
    address public target;
    bytes public payload;
    bool public attempted;
    bool public succeeded;
    bytes public revertData;

    constructor() ERC20("Reentrant", "RE") {}

    function mint(address to, uint256 amount) external {
        _mint(to, amount);
    }

    /// Lets `spender` move this contract's own tokens, for a payload that trades them.
    function approveOwnTokens(address spender) external {
        _approve(address(this), spender, type(uint256).max);
    }

    /// Takes the BNB a payload's trade pays out.
    receive() external payable {}

    function arm(address target_, bytes calldata payload_) external {
        (target, payload, attempted, succeeded) = (target_, payload_, false, false);
    }

    function _update(address from, address to, uint256 value) internal override {
        super._update(from, to, value);
        if (target == address(0) || from == address(0)) return;
        address called = target;
        target = address(0); // once per arming
        attempted = true;
        bytes memory data;
        (succeeded, data) = called.call(payload);
        revertData = data;
    }
}
