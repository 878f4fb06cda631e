// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {IERC20Errors} from "@openzeppelin/contracts/interfaces/draft-IERC6093.sol";
import {FlaskCollectibleFactory} from "../../src/collectibles/FlaskCollectibleFactory.sol";
import {ProfileFixture} from "../profile/ProfileFixture.sol";

contract FlaskCollectibleFactoryTest is ProfileFixture {
    uint256 internal constant COST = 10 ether;
    uint256 internal constant THRESHOLD = 100;

    event CollectibleAdd(uint8 indexed bunnyId, uint256 thresholdUser, uint256 flaskCost);
    event CollectibleActive(uint8 indexed bunnyId, bool active);
    event CollectibleMint(address indexed to, uint256 indexed tokenId, uint8 indexed bunnyId);

    function setUp() public override {
        super.setUp();
        vm.prank(owner);
        factory.addCollectible(3, "ipfs://alchemist-3", THRESHOLD, COST);
    }

    /// alice: active profile with `points`.
    function qualify(address user, uint256 points) internal {
        register(user, 1);
        if (points > 0) grantPoints(user, points, 1);
    }

    function test_constructorStoresTheContracts() public {
        assertEq(address(factory.collectibleContract()), address(alchemists), "collection");
        assertEq(address(factory.profile()), address(profile), "profile");
        assertEq(address(factory.flask()), address(flask), "flask");
        assertEq(factory.owner(), owner, "owner");
        vm.expectRevert(FlaskCollectibleFactory.ZeroAddress.selector);
        new FlaskCollectibleFactory(address(alchemists), address(0), address(flask), owner);
    }

    function test_addCollectibleRecordsIt() public {
        vm.expectEmit();
        emit CollectibleAdd(9, 5, 1 ether);
        vm.prank(owner);
        factory.addCollectible(9, "ipfs://alchemist-9", 5, 1 ether);
        (string memory uri, uint256 threshold, uint256 cost, bool isActive, bool isCreated) = factory.collectibles(9);
        assertEq(uri, "ipfs://alchemist-9", "uri");
        assertEq(threshold, 5, "threshold");
        assertEq(cost, 1 ether, "cost");
        assertEq(isActive, true, "active");
        assertEq(isCreated, true, "created");
        uint8[] memory ids = factory.bunnyIds();
        assertEq(ids.length, 2, "ids");
        assertEq(uint256(ids[0]), 3, "first");
        assertEq(uint256(ids[1]), 9, "second");
        (,,,, isCreated) = factory.collectibles(4);
        assertEq(isCreated, false, "unknown");
    }

    function test_addCollectibleRejects() public {
        vm.startPrank(owner);
        vm.expectRevert(abi.encodeWithSelector(FlaskCollectibleFactory.CollectibleExists.selector, 3));
        factory.addCollectible(3, "ipfs://again", 0, 0);
        vm.expectRevert(FlaskCollectibleFactory.EmptyTokenURI.selector);
        factory.addCollectible(4, "", 0, 0);
        vm.stopPrank();
    }

    function test_mintBurnsTheCost() public {
        qualify(alice, THRESHOLD);
        assertEq(factory.canMint(alice, 3), true, "can mint");
        uint256 supply = flask.totalSupply();
        uint256 nextToken = alchemists.totalSupply() + 1;
        vm.expectEmit();
        emit CollectibleMint(alice, nextToken, 3);
        vm.prank(alice);
        factory.mintNFT(3);
        assertEq(alchemists.ownerOf(nextToken), alice, "owner");
        assertEq(uint256(alchemists.getBunnyId(nextToken)), 3, "bunny");
        assertEq(alchemists.tokenURI(nextToken), "ipfs://alchemist-3", "uri");
        assertEq(supply - flask.totalSupply(), COST, "burned");
        assertEq(flask.balanceOf(address(factory)), 0, "nothing kept");
        assertEq(factory.hasClaimed(alice, 3), true, "claimed");
        assertEq(factory.canMint(alice, 3), false, "once");
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(FlaskCollectibleFactory.AlreadyClaimed.selector, alice, 3));
        factory.mintNFT(3);
    }

    function test_oncePerBunnyIdNotOncePerAccount() public {
        qualify(alice, THRESHOLD);
        vm.prank(owner);
        factory.addCollectible(4, "ipfs://alchemist-4", 0, 0);
        vm.startPrank(alice);
        factory.mintNFT(3);
        factory.mintNFT(4);
        vm.stopPrank();
        assertEq(alchemists.balanceOf(alice), 2);
    }

    function test_needsThePointsThreshold() public {
        qualify(alice, THRESHOLD - 1);
        assertEq(factory.canMint(alice, 3), false, "too few points");
        vm.prank(alice);
        vm.expectRevert(
            abi.encodeWithSelector(FlaskCollectibleFactory.NotEnoughPoints.selector, THRESHOLD - 1, THRESHOLD)
        );
        factory.mintNFT(3);
        grantPoints(alice, 1, 2);
        assertEq(factory.canMint(alice, 3), true, "exactly the threshold");
    }

    function test_needsAnActiveProfile() public {
        assertEq(factory.canMint(alice, 3), false, "no profile");
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(FlaskCollectibleFactory.ProfileNotActive.selector, alice));
        factory.mintNFT(3);
        qualify(alice, THRESHOLD);
        vm.prank(alice);
        profile.pauseProfile();
        assertEq(factory.canMint(alice, 3), false, "paused");
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(FlaskCollectibleFactory.ProfileNotActive.selector, alice));
        factory.mintNFT(3);
    }

    function test_inactiveAndUnknownCollectibles() public {
        qualify(alice, THRESHOLD);
        vm.expectEmit();
        emit CollectibleActive(3, false);
        vm.prank(owner);
        factory.setCollectibleActive(3, false);
        assertEq(factory.canMint(alice, 3), false, "inactive");
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(FlaskCollectibleFactory.CollectibleNotActive.selector, 3));
        factory.mintNFT(3);
        vm.prank(owner);
        factory.setCollectibleActive(3, true);
        assertEq(factory.canMint(alice, 3), true, "active again");

        assertEq(factory.canMint(alice, 8), false, "unknown");
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(FlaskCollectibleFactory.CollectibleNotFound.selector, 8));
        factory.mintNFT(8);
        vm.prank(owner);
        vm.expectRevert(abi.encodeWithSelector(FlaskCollectibleFactory.CollectibleNotFound.selector, 8));
        factory.setCollectibleActive(8, true);
    }

    function test_mintNeedsTheAllowance() public {
        qualify(alice, THRESHOLD);
        vm.prank(alice);
        flask.approve(address(factory), 0);
        vm.prank(alice);
        vm.expectRevert(
            abi.encodeWithSelector(IERC20Errors.ERC20InsufficientAllowance.selector, address(factory), 0, COST)
        );
        factory.mintNFT(3);
    }

    function test_ownerOnly() public {
        vm.startPrank(alice);
        vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, alice));
        factory.addCollectible(5, "ipfs://x", 0, 0);
        vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, alice));
        factory.setCollectibleActive(3, false);
        vm.stopPrank();
    }
}
