// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {IAccessControl} from "@openzeppelin/contracts/access/IAccessControl.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {IERC20Errors} from "@openzeppelin/contracts/interfaces/draft-IERC6093.sol";
import {FlaskStarterFactory} from "../../src/collectibles/FlaskStarterFactory.sol";
import {ProfileFixture} from "../profile/ProfileFixture.sol";

contract FlaskStarterFactoryTest is ProfileFixture {
    event StarterMint(address indexed to, uint256 indexed tokenId, uint8 indexed bunnyId);
    event FeeClaimed(address indexed to, uint256 amount);

    function test_constructorStoresTheSettings() public view {
        assertEq(address(starter.collectibles()), address(bunnies), "collection");
        assertEq(address(starter.flask()), address(flask), "flask");
        assertEq(starter.tokenPrice(), STARTER_PRICE, "price");
        assertEq(starter.startBlockNumber(), START_BLOCK, "start");
        assertEq(starter.owner(), owner, "owner");
        assertEq(starter.starterTokenURI(0), string.concat(CID_URI, "0"), "uri 0");
        assertEq(starter.starterTokenURI(4), string.concat(CID_URI, "4"), "uri 4");
    }

    function test_constructorRejectsBadArguments() public {
        string[5] memory uris = starterURIs();
        vm.expectRevert(FlaskStarterFactory.ZeroAddress.selector);
        new FlaskStarterFactory(address(0), address(flask), 1, 0, uris, owner);
        vm.expectRevert(FlaskStarterFactory.ZeroAddress.selector);
        new FlaskStarterFactory(address(bunnies), address(0), 1, 0, uris, owner);
        uris[3] = "";
        vm.expectRevert(abi.encodeWithSelector(FlaskStarterFactory.EmptyTokenURI.selector, 3));
        new FlaskStarterFactory(address(bunnies), address(flask), 1, 0, uris, owner);
    }

    function test_mintChargesThePriceIntoTheFactory() public {
        uint256 balance = flask.balanceOf(alice);
        assertEq(starter.canMint(alice), true, "can mint");
        vm.expectEmit();
        emit StarterMint(alice, 1, 2);
        vm.prank(alice);
        starter.mintNFT(2);
        assertEq(bunnies.ownerOf(1), alice, "owner");
        assertEq(uint256(bunnies.getBunnyId(1)), 2, "bunny");
        assertEq(bunnies.tokenURI(1), string.concat(CID_URI, "2"), "uri");
        assertEq(balance - flask.balanceOf(alice), STARTER_PRICE, "paid");
        assertEq(flask.balanceOf(address(starter)), STARTER_PRICE, "held by the factory");
        assertEq(starter.hasClaimed(alice), true, "claimed");
        assertEq(starter.canMint(alice), false, "once");
    }

    function test_oncePerAddress() public {
        vm.startPrank(alice);
        starter.mintNFT(0);
        vm.expectRevert(abi.encodeWithSelector(FlaskStarterFactory.AlreadyClaimed.selector, alice));
        starter.mintNFT(1);
        vm.stopPrank();
        vm.prank(bob);
        starter.mintNFT(0);
        assertEq(bunnies.totalSupply(), 2);
    }

    function test_onlyStarterBunnyIds() public {
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(FlaskStarterFactory.InvalidBunnyId.selector, 5));
        starter.mintNFT(5);
        vm.prank(alice);
        starter.mintNFT(4);
        vm.expectRevert(abi.encodeWithSelector(FlaskStarterFactory.InvalidBunnyId.selector, 5));
        starter.starterTokenURI(5);
    }

    function test_notBeforeTheStartBlock() public {
        vm.roll(START_BLOCK - 1);
        assertEq(starter.canMint(alice), false, "not started");
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(FlaskStarterFactory.NotStarted.selector, START_BLOCK));
        starter.mintNFT(0);
        vm.roll(START_BLOCK);
        assertEq(starter.canMint(alice), true, "started");
    }

    function test_mintNeedsTheAllowance() public {
        vm.startPrank(alice);
        flask.approve(address(starter), 1 ether);
        vm.expectRevert(
            abi.encodeWithSelector(
                IERC20Errors.ERC20InsufficientAllowance.selector, address(starter), 1 ether, STARTER_PRICE
            )
        );
        starter.mintNFT(0);
        vm.stopPrank();
        assertEq(starter.hasClaimed(alice), false, "rolled back");
    }

    function test_mintNeedsTheMinterRole() public {
        bytes32 role = bunnies.MINTER_ROLE();
        vm.prank(admin);
        bunnies.revokeRole(role, address(starter));
        vm.prank(alice);
        vm.expectRevert(
            abi.encodeWithSelector(IAccessControl.AccessControlUnauthorizedAccount.selector, address(starter), role)
        );
        starter.mintNFT(0);
    }

    function test_ownerClaimsTheFees() public {
        vm.prank(alice);
        starter.mintNFT(0);
        vm.prank(bob);
        starter.mintNFT(1);
        vm.expectEmit();
        emit FeeClaimed(owner, 7 ether);
        vm.prank(owner);
        starter.claimFee(7 ether);
        assertEq(flask.balanceOf(owner), 7 ether, "owner");
        assertEq(flask.balanceOf(address(starter)), 3 ether, "left");
        vm.prank(owner);
        vm.expectRevert(
            abi.encodeWithSelector(IERC20Errors.ERC20InsufficientBalance.selector, address(starter), 3 ether, 4 ether)
        );
        starter.claimFee(4 ether);
    }

    function test_onlyTheOwnerClaimsFees() public {
        vm.prank(alice);
        starter.mintNFT(0);
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, alice));
        starter.claimFee(1);
    }

    function test_ownershipMovesInTwoSteps() public {
        vm.prank(owner);
        starter.transferOwnership(bob);
        assertEq(starter.owner(), owner, "not yet");
        vm.prank(bob);
        starter.acceptOwnership();
        assertEq(starter.owner(), bob, "moved");
    }
}
