// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {FlaskCollectibleFactory} from "../../src/collectibles/FlaskCollectibleFactory.sol";
import {FlaskCollectibles} from "../../src/collectibles/FlaskCollectibles.sol";
import {FlaskStarterFactory} from "../../src/collectibles/FlaskStarterFactory.sol";
import {FlaskCampaign} from "../../src/profile/FlaskCampaign.sol";
import {FlaskProfile} from "../../src/profile/FlaskProfile.sol";
import {FlaskToken} from "../../src/token/FlaskToken.sol";
import {Test} from "../utils/Test.sol";

/// The profile system as the devnet deploys it: FLASK, the two collections, the starter factory
/// (5 FLASK), the registry (register 5, reactivate 2, update 2 FLASK, burned), the collectible
/// factory, and three joinable teams. alice, bob and carol hold FLASK and approved everything.
abstract contract ProfileFixture is Test {
    uint256 internal constant STARTER_PRICE = 5 ether;
    uint256 internal constant REGISTER_FEE = 5 ether;
    uint256 internal constant REACTIVATE_FEE = 2 ether;
    uint256 internal constant UPDATE_FEE = 2 ether;
    uint256 internal constant START_BLOCK = 100;
    /// A tokenURI as long as the deploy's (ipfs:// and a base32 CIDv1 less its last character).
    string internal constant CID_URI = "ipfs://bafkreihdwdcefgh4dqkjv67uzcmw7ojee6xedzdetojuzjevtenxquvyk";

    string internal constant BADGE_URI = "ipfs://bafkreihdwdcefgh4dqkjv67uzcmw7ojee6xedzdetojuzjevtenxquvykb";

    FlaskToken internal flask;
    FlaskCollectibles internal bunnies;
    FlaskCollectibles internal alchemists;
    FlaskStarterFactory internal starter;
    FlaskProfile internal profile;
    FlaskCollectibleFactory internal factory;

    address internal admin = makeAddr("admin");
    address internal owner = makeAddr("owner");
    address internal pointGranter = makeAddr("pointGranter");
    address internal special = makeAddr("special");
    address internal alice = makeAddr("alice");
    address internal bob = makeAddr("bob");
    address internal carol = makeAddr("carol");

    function setUp() public virtual {
        vm.warp(1_700_000_000);
        vm.roll(START_BLOCK);
        flask = new FlaskToken(address(this));
        flask.grantRole(flask.MINTER_ROLE(), address(this));
        bunnies = new FlaskCollectibles("Flask Bunnies", "FBUN", admin);
        alchemists = new FlaskCollectibles("Flask Alchemists", "FALC", admin);
        starter =
            new FlaskStarterFactory(address(bunnies), address(flask), STARTER_PRICE, START_BLOCK, starterURIs(), owner);
        profile = new FlaskProfile(address(flask), REACTIVATE_FEE, REGISTER_FEE, UPDATE_FEE, admin);
        factory = new FlaskCollectibleFactory(address(alchemists), address(profile), address(flask), owner);

        vm.startPrank(admin);
        bunnies.grantRole(bunnies.MINTER_ROLE(), address(starter));
        bunnies.grantRole(bunnies.MINTER_ROLE(), address(this)); // the tests mint pictures directly too
        alchemists.grantRole(alchemists.MINTER_ROLE(), address(factory));
        alchemists.grantRole(alchemists.MINTER_ROLE(), address(this));
        profile.grantRole(profile.NFT_ROLE(), address(bunnies));
        profile.grantRole(profile.NFT_ROLE(), address(alchemists));
        profile.grantRole(profile.POINT_ROLE(), pointGranter);
        profile.grantRole(profile.SPECIAL_ROLE(), special);
        profile.addTeam("Syrup Storm", "Sweet and fast");
        profile.addTeam("Fearsome Flippers", "Flip them all");
        profile.addTeam("Chaotic Cakers", "Closed for now");
        vm.stopPrank();

        address[3] memory users = [alice, bob, carol];
        for (uint256 i; i < users.length; ++i) {
            fund(users[i]);
        }
    }

    function starterURIs() internal pure returns (string[5] memory uris) {
        for (uint256 i; i < 5; ++i) {
            uris[i] = string.concat(CID_URI, vm.toString(i));
        }
    }

    /// Mints FLASK to `user` and approves the registry, the starter factory and the collectible
    /// factory; the user approves both collections' tokens to the registry.
    function fund(address user) internal {
        flask.mint(user, 1_000 ether);
        vm.startPrank(user);
        flask.approve(address(profile), type(uint256).max);
        flask.approve(address(starter), type(uint256).max);
        flask.approve(address(factory), type(uint256).max);
        bunnies.setApprovalForAll(address(profile), true);
        alchemists.setApprovalForAll(address(profile), true);
        vm.stopPrank();
    }

    /// A Flask Bunnies token for `to` (bunny id 7: not a starter).
    function mintBunny(address to) internal returns (uint256 tokenId) {
        return bunnies.mint(to, "ipfs://bunny", 7);
    }

    /// Registers `user` in `teamId` with a fresh bunny; returns the token id.
    function register(address user, uint256 teamId) internal returns (uint256 tokenId) {
        tokenId = mintBunny(user);
        vm.prank(user);
        profile.createProfile(teamId, address(bunnies), tokenId);
    }

    function grantPoints(address user, uint256 points, uint256 campaignId) internal {
        vm.prank(pointGranter);
        profile.increaseUserPoints(user, points, campaignId);
    }

    function userOf(address user) internal view returns (FlaskProfile.User memory u) {
        (uint256 userId, uint256 points, uint256 teamId, address nftAddress, uint256 tokenId, bool isActive) =
            profile.getUserProfile(user);
        u.userId = uint40(userId);
        u.numberPoints = points;
        u.teamId = uint32(teamId);
        u.nftAddress = nftAddress;
        u.tokenId = tokenId;
        u.isActive = isActive;
    }

    function teamUsers(uint256 teamId) internal view returns (uint256 numberUsers) {
        (,, numberUsers,,) = profile.getTeamProfile(teamId);
    }

    function teamPoints(uint256 teamId) internal view returns (uint256 numberPoints) {
        (,,, numberPoints,) = profile.getTeamProfile(teamId);
    }

    function newCampaign(uint256 campaignId, uint8 bunnyId, uint256 thresholdUserId, uint256 endTimestamp)
        internal
        returns (FlaskCampaign campaign)
    {
        campaign = new FlaskCampaign(
            address(profile),
            address(bunnies),
            campaignId,
            100,
            bunnyId,
            BADGE_URI,
            thresholdUserId,
            endTimestamp,
            owner
        );
        vm.startPrank(admin);
        profile.grantRole(profile.POINT_ROLE(), address(campaign));
        bunnies.grantRole(bunnies.MINTER_ROLE(), address(campaign));
        vm.stopPrank();
    }
}
