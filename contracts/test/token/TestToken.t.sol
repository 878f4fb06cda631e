// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {TestToken} from "../../src/token/testing/TestToken.sol";
import {Test} from "../utils/Test.sol";

contract TestTokenTest is Test {
    function testFuzz_decimalsAndOwnerMint(uint8 decimals, uint256 amount) public {
        address owner = makeAddr("owner");
        address alice = makeAddr("alice");
        TestToken token = new TestToken("Binance USD", "BUSD", decimals, owner);
        assertEq(token.decimals(), decimals, "decimals");
        vm.prank(owner);
        token.mint(alice, amount);
        assertEq(token.balanceOf(alice), amount, "minted");
        vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, alice));
        vm.prank(alice);
        token.mint(alice, 1);
    }
}
