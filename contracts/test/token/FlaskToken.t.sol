// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {IAccessControl} from "@openzeppelin/contracts/access/IAccessControl.sol";
import {IAccessControlDefaultAdminRules} from
    "@openzeppelin/contracts/access/extensions/IAccessControlDefaultAdminRules.sol";
import {ERC20Capped} from "@openzeppelin/contracts/token/ERC20/extensions/ERC20Capped.sol";
import {FlaskToken} from "../../src/token/FlaskToken.sol";
import {Test} from "../utils/Test.sol";

contract FlaskTokenTest is Test {
    FlaskToken internal flask;
    address internal admin = makeAddr("admin");
    address internal chef = makeAddr("chef");
    address internal alice = makeAddr("alice");

    function setUp() public {
        flask = new FlaskToken(admin);
        bytes32 minterRole = flask.MINTER_ROLE();
        vm.prank(admin);
        flask.grantRole(minterRole, chef);
    }

    function test_metadata() public view {
        assertEq(flask.name(), "FlaskSwap Token", "name");
        assertEq(flask.symbol(), "FLASK", "symbol");
        assertEq(flask.decimals(), 18, "decimals");
        assertEq(flask.cap(), 750_000_000 ether, "cap");
        assertEq(flask.totalSupply(), 0, "no premint");
    }

    function test_minterMints() public {
        vm.prank(chef);
        flask.mint(alice, 5 ether);
        assertEq(flask.balanceOf(alice), 5 ether, "balance");
    }

    function test_nonMinterCannotMint() public {
        vm.expectRevert(
            abi.encodeWithSelector(IAccessControl.AccessControlUnauthorizedAccount.selector, alice, flask.MINTER_ROLE())
        );
        vm.prank(alice);
        flask.mint(alice, 1);
    }

    function test_adminWithoutMinterRoleCannotMint() public {
        vm.expectRevert(
            abi.encodeWithSelector(IAccessControl.AccessControlUnauthorizedAccount.selector, admin, flask.MINTER_ROLE())
        );
        vm.prank(admin);
        flask.mint(admin, 1);
    }

    // ---- admin: one account, handed over in two delayed steps ----

    function test_adminRoleCannotBeGrantedInOneStep() public {
        bytes32 adminRole = flask.DEFAULT_ADMIN_ROLE();
        vm.expectRevert(IAccessControlDefaultAdminRules.AccessControlEnforcedDefaultAdminRules.selector);
        vm.prank(admin);
        flask.grantRole(adminRole, alice);
        assertTrue(!flask.hasRole(adminRole, alice), "alice is not admin");
        assertEq(flask.defaultAdmin(), admin, "one admin");
        assertEq(flask.defaultAdminDelay(), 2 days, "delay");
    }

    function test_adminHandoverWaitsForTheDelayAndTheNewAdminsAcceptance() public {
        address timelock = makeAddr("timelock");
        bytes32 adminRole = flask.DEFAULT_ADMIN_ROLE();
        vm.prank(admin);
        flask.beginDefaultAdminTransfer(timelock);
        (address pending, uint48 schedule) = flask.pendingDefaultAdmin();
        assertEq(pending, timelock, "pending admin");
        assertEq(schedule, block.timestamp + 2 days, "acceptable after the delay");

        vm.expectRevert(
            abi.encodeWithSelector(IAccessControlDefaultAdminRules.AccessControlEnforcedDefaultAdminDelay.selector, schedule)
        );
        vm.prank(timelock);
        flask.acceptDefaultAdminTransfer();
        vm.warp(schedule + 1);
        vm.expectRevert(
            abi.encodeWithSelector(IAccessControlDefaultAdminRules.AccessControlInvalidDefaultAdmin.selector, alice)
        );
        vm.prank(alice);
        flask.acceptDefaultAdminTransfer();

        vm.prank(timelock);
        flask.acceptDefaultAdminTransfer();
        assertEq(flask.defaultAdmin(), timelock, "the timelock is admin");
        assertTrue(!flask.hasRole(adminRole, admin), "the deployer is not");
        bytes32 minterRole = flask.MINTER_ROLE();
        vm.expectRevert(
            abi.encodeWithSelector(IAccessControl.AccessControlUnauthorizedAccount.selector, admin, adminRole)
        );
        vm.prank(admin);
        flask.grantRole(minterRole, admin);
    }

    function test_adminCanCancelAHandover() public {
        vm.startPrank(admin);
        flask.beginDefaultAdminTransfer(alice);
        flask.cancelDefaultAdminTransfer();
        vm.stopPrank();
        (address pending,) = flask.pendingDefaultAdmin();
        assertEq(pending, address(0), "cancelled");
    }

    function test_capIsEnforced() public {
        uint256 cap = flask.MAX_SUPPLY();
        vm.startPrank(chef);
        flask.mint(alice, cap);
        vm.expectRevert(abi.encodeWithSelector(ERC20Capped.ERC20ExceededCap.selector, cap + 1, cap));
        flask.mint(alice, 1);
        vm.stopPrank();
    }

    function testFuzz_mintNeverExceedsCap(uint256 a, uint256 b) public {
        uint256 cap = flask.MAX_SUPPLY();
        a = bound(a, 0, cap);
        b = bound(b, 0, cap);
        vm.startPrank(chef);
        flask.mint(alice, a);
        if (a + b > cap) vm.expectRevert();
        flask.mint(alice, b);
        vm.stopPrank();
        assertLe(flask.totalSupply(), cap, "supply above cap");
    }

    function testFuzz_burnReducesSupply(uint256 minted, uint256 burned) public {
        minted = bound(minted, 1, flask.MAX_SUPPLY());
        burned = bound(burned, 0, minted);
        vm.prank(chef);
        flask.mint(alice, minted);
        vm.prank(alice);
        flask.burn(burned);
        assertEq(flask.totalSupply(), minted - burned, "supply");
        assertEq(flask.balanceOf(alice), minted - burned, "balance");
        assertEq(flask.totalBurned(), burned, "tallied as burned");
    }

    function test_totalBurnedCountsBurnFromButNotTransfers() public {
        address bob = makeAddr("bob");
        vm.prank(chef);
        flask.mint(alice, 10 ether);
        vm.startPrank(alice);
        flask.transfer(bob, 1 ether);
        flask.transfer(address(0xdEaD), 1 ether);
        flask.approve(bob, 3 ether);
        vm.stopPrank();
        vm.prank(bob);
        flask.burnFrom(alice, 3 ether);
        assertEq(flask.totalBurned(), 3 ether, "only burnFrom destroyed FLASK");
        assertEq(flask.totalSupply(), 7 ether, "supply");
    }

    function test_votesFollowDelegation() public {
        vm.prank(chef);
        flask.mint(alice, 10 ether);
        assertEq(flask.getVotes(alice), 0, "no votes before delegating");
        vm.prank(alice);
        flask.delegate(alice);
        assertEq(flask.getVotes(alice), 10 ether, "self-delegated votes");
        vm.roll(block.number + 1);
        assertEq(flask.getPastVotes(alice, block.number - 1), 10 ether, "checkpoint");
        vm.prank(alice);
        flask.transfer(admin, 4 ether);
        assertEq(flask.getVotes(alice), 6 ether, "votes move with tokens");
    }

    function testFuzz_permit(uint256 ownerKey, uint256 value) public {
        ownerKey = bound(ownerKey, 1, 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364140);
        address owner = vm.addr(ownerKey);
        uint256 deadline = block.timestamp + 1 hours;
        bytes32 structHash = keccak256(
            abi.encode(
                keccak256("Permit(address owner,address spender,uint256 value,uint256 nonce,uint256 deadline)"),
                owner,
                alice,
                value,
                flask.nonces(owner),
                deadline
            )
        );
        bytes32 digest = keccak256(abi.encodePacked("\x19\x01", flask.DOMAIN_SEPARATOR(), structHash));
        (uint8 v, bytes32 r, bytes32 s) = vm.sign(ownerKey, digest);
        flask.permit(owner, alice, value, deadline, v, r, s);
        assertEq(flask.allowance(owner, alice), value, "allowance");
        assertEq(flask.nonces(owner), 1, "nonce used");
        vm.expectRevert();
        flask.permit(owner, alice, value, deadline, v, r, s);
    }
}
