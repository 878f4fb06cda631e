// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {Vm} from "./Vm.sol";

/// Minimal test base: cheatcodes, assertions that print both sides, bounded fuzz inputs,
/// and the target lists forge reads for invariant tests.
abstract contract Test {
    Vm internal constant vm = Vm(address(uint160(uint256(keccak256("hevm cheat code")))));

    address[] private _targetContracts;
    address[] private _excludeSenders;

    function targetContracts() public view returns (address[] memory) {
        return _targetContracts;
    }

    function excludeSenders() public view returns (address[] memory) {
        return _excludeSenders;
    }

    function targetContract(address target) internal {
        _targetContracts.push(target);
    }

    function excludeSender(address sender) internal {
        _excludeSenders.push(sender);
    }

    function fail(string memory message) internal pure {
        revert(message);
    }

    function assertTrue(bool condition, string memory message) internal pure {
        if (!condition) revert(message);
    }

    function assertEq(uint256 a, uint256 b, string memory message) internal pure {
        if (a != b) revert(string.concat(message, ": ", vm.toString(a), " != ", vm.toString(b)));
    }

    function assertEq(uint256 a, uint256 b) internal pure {
        assertEq(a, b, "assertEq");
    }

    function assertEq(int256 a, int256 b, string memory message) internal pure {
        if (a != b) revert(string.concat(message, ": ", vm.toString(a), " != ", vm.toString(b)));
    }

    function assertEq(address a, address b, string memory message) internal pure {
        if (a != b) revert(string.concat(message, ": ", vm.toString(a), " != ", vm.toString(b)));
    }

    function assertEq(address a, address b) internal pure {
        assertEq(a, b, "assertEq");
    }

    function assertEq(bytes32 a, bytes32 b, string memory message) internal pure {
        if (a != b) revert(string.concat(message, ": ", vm.toString(a), " != ", vm.toString(b)));
    }

    function assertEq(bool a, bool b, string memory message) internal pure {
        if (a != b) revert(message);
    }

    function assertEq(string memory a, string memory b, string memory message) internal pure {
        if (keccak256(bytes(a)) != keccak256(bytes(b))) revert(string.concat(message, ": ", a, " != ", b));
    }

    function assertGe(uint256 a, uint256 b, string memory message) internal pure {
        if (a < b) revert(string.concat(message, ": ", vm.toString(a), " < ", vm.toString(b)));
    }

    function assertLe(uint256 a, uint256 b, string memory message) internal pure {
        if (a > b) revert(string.concat(message, ": ", vm.toString(a), " > ", vm.toString(b)));
    }

    function assertGt(uint256 a, uint256 b, string memory message) internal pure {
        if (a <= b) revert(string.concat(message, ": ", vm.toString(a), " <= ", vm.toString(b)));
    }

    function assertLt(uint256 a, uint256 b, string memory message) internal pure {
        if (a >= b) revert(string.concat(message, ": ", vm.toString(a), " >= ", vm.toString(b)));
    }

    /// |a - b| <= maxDelta
    function assertApproxEq(uint256 a, uint256 b, uint256 maxDelta, string memory message) internal pure {
        uint256 delta = a > b ? a - b : b - a;
        if (delta > maxDelta) revert(string.concat(message, ": ", vm.toString(a), " !~ ", vm.toString(b)));
    }

    /// Maps any fuzz input into [min, max] without discarding runs.
    function bound(uint256 x, uint256 min, uint256 max) internal pure returns (uint256) {
        require(min <= max, "bound: min > max");
        if (x >= min && x <= max) return x;
        uint256 size = max - min + 1;
        if (size == 0) return x; // full uint256 range
        return min + (x % size);
    }

    function makeAddr(string memory name) internal returns (address account) {
        account = address(uint160(uint256(keccak256(bytes(name)))));
        vm.label(account, name);
    }
}
