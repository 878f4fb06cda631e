// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {IAccessControl} from "@openzeppelin/contracts/access/IAccessControl.sol";
import {IERC721Errors} from "@openzeppelin/contracts/interfaces/draft-IERC6093.sol";
import {FlaskCollectibles} from "../../src/collectibles/FlaskCollectibles.sol";
import {ProfileFixture} from "../profile/ProfileFixture.sol";

contract FlaskCollectiblesTest is ProfileFixture {
    event BunnyMint(address indexed to, uint256 indexed tokenId, uint8 indexed bunnyId);
    event BunnyNameSet(uint8 indexed bunnyId, string name);

    function test_constructorNamesTheCollection() public view {
        assertEq(bunnies.name(), "Flask Bunnies", "name");
        assertEq(bunnies.symbol(), "FBUN", "symbol");
        assertEq(alchemists.symbol(), "FALC", "alchemists");
        assertEq(bunnies.defaultAdmin(), admin, "admin");
        assertEq(uint256(bunnies.defaultAdminDelay()), 2 days, "delay");
    }

    function test_mintNumbersFromOneAndRecordsTheBunny() public {
        vm.expectEmit();
        emit BunnyMint(alice, 1, 3);
        uint256 first = bunnies.mint(alice, "ipfs://a", 3);
        uint256 second = bunnies.mint(bob, "ipfs://b", 3);
        uint256 third = bunnies.mint(alice, "ipfs://c", 4);
        assertEq(first, 1, "first id");
        assertEq(second, 2, "second id");
        assertEq(third, 3, "third id");
        assertEq(uint256(bunnies.getBunnyId(2)), 3, "bunny id");
        assertEq(bunnies.tokenURI(3), "ipfs://c", "uri");
        assertEq(bunnies.bunnyCount(3), 2, "count 3");
        assertEq(bunnies.bunnyCount(4), 1, "count 4");
        assertEq(bunnies.totalSupply(), 3, "supply");
        assertEq(bunnies.balanceOf(alice), 2, "balance");
        assertEq(bunnies.tokenOfOwnerByIndex(alice, 1), 3, "enumerable");
    }

    function test_tokensOfABunnyShareItsLinkUnlessTheyHaveTheirOwn() public {
        uint256 first = bunnies.mint(alice, "ipfs://shared", 5);
        uint256 second = bunnies.mint(bob, "ipfs://shared", 5);
        uint256 special = bunnies.mint(bob, "ipfs://special", 5);
        uint256 other = bunnies.mint(bob, "ipfs://other", 6);
        assertEq(bunnies.tokenURI(first), "ipfs://shared", "first");
        assertEq(bunnies.tokenURI(second), "ipfs://shared", "second");
        assertEq(bunnies.tokenURI(special), "ipfs://special", "own link");
        assertEq(bunnies.tokenURI(other), "ipfs://other", "other bunny");
        vm.prank(alice);
        bunnies.burn(first);
        assertEq(bunnies.tokenURI(second), "ipfs://shared", "the bunny's link outlives its first token");
    }

    function test_mintNeedsALink() public {
        vm.expectRevert(FlaskCollectibles.EmptyTokenURI.selector);
        bunnies.mint(alice, "", 1);
    }

    function test_onlyMintersMint() public {
        bytes32 role = bunnies.MINTER_ROLE();
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(IAccessControl.AccessControlUnauthorizedAccount.selector, alice, role));
        bunnies.mint(alice, "ipfs://a", 1);
    }

    function test_burnByOwnerOrApproved() public {
        uint256 a = bunnies.mint(alice, "ipfs://a", 1);
        uint256 b = bunnies.mint(alice, "ipfs://b", 1);
        vm.prank(bob);
        vm.expectRevert(abi.encodeWithSelector(IERC721Errors.ERC721InsufficientApproval.selector, bob, a));
        bunnies.burn(a);
        vm.prank(alice);
        bunnies.burn(a);
        vm.prank(alice);
        bunnies.approve(bob, b);
        vm.prank(bob);
        bunnies.burn(b);
        assertEq(bunnies.totalSupply(), 0, "supply");
        assertEq(bunnies.balanceOf(alice), 0, "balance");
        assertEq(bunnies.bunnyCount(1), 2, "minted so far");
        vm.expectRevert(abi.encodeWithSelector(IERC721Errors.ERC721NonexistentToken.selector, a));
        bunnies.getBunnyId(a);
        vm.expectRevert(abi.encodeWithSelector(IERC721Errors.ERC721NonexistentToken.selector, b));
        bunnies.tokenURI(b);
        assertEq(bunnies.mint(alice, "ipfs://c", 1), 3, "ids are never reused");
    }

    function test_bunnyNames() public {
        assertEq(bunnies.getBunnyName(2), "", "unnamed");
        vm.expectEmit();
        emit BunnyNameSet(2, "Sleepy");
        vm.prank(admin);
        bunnies.setBunnyName(2, "Sleepy");
        assertEq(bunnies.getBunnyName(2), "Sleepy", "named");
        bytes32 role = bunnies.DEFAULT_ADMIN_ROLE();
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(IAccessControl.AccessControlUnauthorizedAccount.selector, alice, role));
        bunnies.setBunnyName(2, "Mine");
    }

    function test_supportsTheInterfaces() public view {
        assertEq(bunnies.supportsInterface(0x80ac58cd), true, "ERC-721");
        assertEq(bunnies.supportsInterface(0x780e9d63), true, "enumerable");
        assertEq(bunnies.supportsInterface(0x5b5e139f), true, "metadata");
        assertEq(bunnies.supportsInterface(0x49064906), true, "ERC-4906");
        assertEq(bunnies.supportsInterface(type(IAccessControl).interfaceId), true, "access control");
        assertEq(bunnies.supportsInterface(0xffffffff), false, "none");
    }

    function test_transfersMoveEnumeration() public {
        uint256 tokenId = bunnies.mint(alice, "ipfs://a", 1);
        vm.prank(alice);
        bunnies.transferFrom(alice, bob, tokenId);
        assertEq(bunnies.ownerOf(tokenId), bob, "owner");
        assertEq(bunnies.tokenOfOwnerByIndex(bob, 0), tokenId, "bob's list");
        assertEq(bunnies.balanceOf(alice), 0, "alice's list");
    }

    function test_deployWithAnyName() public {
        FlaskCollectibles other = new FlaskCollectibles("Other", "OTH", alice);
        assertEq(other.name(), "Other", "name");
        assertEq(other.totalSupply(), 0, "empty");
    }
}
