// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {WBNB} from "../../src/token/WBNB.sol";
import {Test} from "../utils/Test.sol";

contract WBNBTest is Test {
    event Deposit(address indexed to, uint256 value);
    event Withdrawal(address indexed from, uint256 value);

    WBNB internal wbnb;
    address internal alice = makeAddr("alice");
    address internal bob = makeAddr("bob");

    function setUp() public {
        wbnb = new WBNB();
        vm.deal(alice, 100 ether);
    }

    function test_metadata() public view {
        assertEq(wbnb.name(), "Wrapped BNB", "name");
        assertEq(wbnb.symbol(), "WBNB", "symbol");
        assertEq(wbnb.decimals(), 18, "decimals");
    }

    function testFuzz_depositWithdraw(uint256 amount, uint256 back) public {
        amount = bound(amount, 0, 100 ether);
        back = bound(back, 0, amount);
        vm.expectEmit(true, false, false, true);
        emit Deposit(alice, amount);
        vm.prank(alice);
        wbnb.deposit{value: amount}();
        assertEq(wbnb.balanceOf(alice), amount, "wrapped");
        assertEq(wbnb.totalSupply(), amount, "supply is the contract's balance");

        vm.expectEmit(true, false, false, true);
        emit Withdrawal(alice, back);
        vm.prank(alice);
        wbnb.withdraw(back);
        assertEq(wbnb.balanceOf(alice), amount - back, "left wrapped");
        assertEq(alice.balance, 100 ether - amount + back, "native back");
    }

    function test_receiveDeposits() public {
        vm.prank(alice);
        (bool ok,) = address(wbnb).call{value: 1 ether}("");
        assertTrue(ok, "plain transfer");
        assertEq(wbnb.balanceOf(alice), 1 ether, "wrapped by receive");
    }

    function test_withdrawMoreThanBalanceReverts() public {
        vm.prank(alice);
        wbnb.deposit{value: 1 ether}();
        vm.expectRevert(bytes("WBNB: insufficient balance"));
        vm.prank(alice);
        wbnb.withdraw(1 ether + 1);
    }

    function test_transferFromSpendsAllowance() public {
        vm.startPrank(alice);
        wbnb.deposit{value: 2 ether}();
        wbnb.approve(bob, 1.5 ether);
        vm.stopPrank();
        vm.prank(bob);
        wbnb.transferFrom(alice, bob, 1 ether);
        assertEq(wbnb.allowance(alice, bob), 0.5 ether, "allowance spent");
        vm.expectRevert(bytes("WBNB: insufficient allowance"));
        vm.prank(bob);
        wbnb.transferFrom(alice, bob, 1 ether);
    }

    function test_maxAllowanceIsNotSpent() public {
        vm.startPrank(alice);
        wbnb.deposit{value: 2 ether}();
        wbnb.approve(bob, type(uint256).max);
        vm.stopPrank();
        vm.prank(bob);
        wbnb.transferFrom(alice, bob, 2 ether);
        assertEq(wbnb.allowance(alice, bob), type(uint256).max, "infinite allowance kept");
        assertEq(wbnb.balanceOf(bob), 2 ether, "received");
    }

    function testFuzz_transferConservesSupply(uint256 amount, uint256 sent) public {
        amount = bound(amount, 0, 100 ether);
        sent = bound(sent, 0, amount);
        vm.startPrank(alice);
        wbnb.deposit{value: amount}();
        wbnb.transfer(bob, sent);
        vm.stopPrank();
        assertEq(wbnb.balanceOf(alice) + wbnb.balanceOf(bob), wbnb.totalSupply(), "conserved");
    }
}
