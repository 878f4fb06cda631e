// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {FlaskCollectibleFactory} from "../../src/collectibles/FlaskCollectibleFactory.sol";
import {FlaskCollectibles} from "../../src/collectibles/FlaskCollectibles.sol";
import {FlaskStarterFactory} from "../../src/collectibles/FlaskStarterFactory.sol";
import {FlaskProfile} from "../../src/profile/FlaskProfile.sol";
import {FlaskToken} from "../../src/token/FlaskToken.sol";
import {ProfileFixture} from "../profile/ProfileFixture.sol";
import {Test} from "../utils/Test.sol";

/// The two collections and both factories: users mint their starter (once), register a profile
/// with it, earn points and mint collectibles (each once, with enough points, while active); the
/// factories' owners add collectibles, switch them on and off and claim the starter fees; the
/// collections' admin names bunnies and revokes or grants the factories' MINTER_ROLE; a stranger
/// tries each owner and admin power and mints directly. Checked against the handler's record.
contract CollectiblesHandler is Test {
    FlaskToken public immutable flask;
    FlaskCollectibles public immutable bunnies;
    FlaskCollectibles public immutable alchemists;
    FlaskStarterFactory public immutable starter;
    FlaskCollectibleFactory public immutable factory;
    FlaskProfile public immutable profile;
    address public immutable owner;
    address public immutable admin;
    address public immutable pointGranter;
    address public immutable stranger;
    address[3] public users;

    mapping(address user => bool) public hasStarter;
    mapping(address user => uint256 tokenId) public starterToken;
    mapping(uint8 bunnyId => bool) public created;
    mapping(uint8 bunnyId => bool) public active;
    mapping(uint8 bunnyId => uint256) public threshold;
    mapping(uint8 bunnyId => uint256) public cost;
    mapping(address user => mapping(uint8 bunnyId => bool)) public claimed;
    uint256 public starterFees;
    uint256 public feesClaimed;
    uint256 public alchemistsMinted;
    bool public factoryMayMint = true;
    /// A mint or power the rules refuse went through.
    bool public ruleBroken;

    constructor(
        FlaskStarterFactory starter_,
        FlaskCollectibleFactory factory_,
        address[3] memory users_,
        address owner_,
        address admin_,
        address pointGranter_
    ) {
        starter = starter_;
        factory = factory_;
        flask = FlaskToken(address(factory_.flask()));
        bunnies = starter_.collectibles();
        alchemists = factory_.collectibleContract();
        profile = factory_.profile();
        users = users_;
        owner = owner_;
        admin = admin_;
        pointGranter = pointGranter_;
        stranger = makeAddr("stranger");
    }

    function mintStarter(uint256 userSeed, uint8 bunnyId) external {
        address user = users[userSeed % 3];
        bunnyId %= 6; // 5 is not a starter
        uint256 balance = flask.balanceOf(user);
        vm.prank(user);
        try starter.mintNFT(bunnyId) {} catch {}
        bool paid = flask.balanceOf(user) < balance;
        if (!paid) return;
        if (hasStarter[user] || bunnyId >= 5) ruleBroken = true;
        hasStarter[user] = true;
        starterToken[user] = bunnies.tokenOfOwnerByIndex(user, bunnies.balanceOf(user) - 1);
        starterFees += starter.tokenPrice();
    }

    function register(uint256 userSeed) external {
        address user = users[userSeed % 3];
        if (!hasStarter[user]) return;
        vm.prank(user);
        try profile.createProfile(1, address(bunnies), starterToken[user]) {} catch {}
    }

    function grantPoints(uint256 userSeed, uint256 points) external {
        vm.prank(pointGranter);
        try profile.increaseUserPoints(users[userSeed % 3], bound(points, 1, 100), 1) {} catch {}
    }

    function mintCollectible(uint256 userSeed, uint8 bunnyId) external {
        address user = users[userSeed % 3];
        bunnyId %= 4;
        bool allowed = _mayMint(user, bunnyId);
        uint256 balance = flask.balanceOf(user);
        vm.prank(user);
        try factory.mintNFT(bunnyId) {
            if (!allowed || balance - flask.balanceOf(user) != cost[bunnyId]) ruleBroken = true;
            claimed[user][bunnyId] = true;
            ++alchemistsMinted;
        } catch {}
    }

    function _mayMint(address user, uint8 bunnyId) private view returns (bool) {
        (, uint256 points,,,, bool isActive) = profile.getUserProfile(user);
        return created[bunnyId] && active[bunnyId] && !claimed[user][bunnyId] && isActive
            && points >= threshold[bunnyId] && factoryMayMint;
    }

    // ---- owners, admin, stranger ----

    function addCollectible(uint8 bunnyId, uint256 threshold_, uint256 cost_, bool byStranger) external {
        bunnyId %= 4;
        threshold_ = bound(threshold_, 0, 150);
        cost_ = bound(cost_, 0, 20 ether);
        address caller = byStranger ? stranger : owner;
        vm.prank(caller);
        try factory.addCollectible(bunnyId, "ipfs://alchemist", threshold_, cost_) {
            if (caller != owner || created[bunnyId]) ruleBroken = true;
            created[bunnyId] = true;
            active[bunnyId] = true;
            threshold[bunnyId] = threshold_;
            cost[bunnyId] = cost_;
        } catch {}
    }

    function setActive(uint8 bunnyId, bool on, bool byStranger) external {
        bunnyId %= 4;
        address caller = byStranger ? stranger : owner;
        vm.prank(caller);
        try factory.setCollectibleActive(bunnyId, on) {
            if (caller != owner) ruleBroken = true;
            active[bunnyId] = on;
        } catch {}
    }

    function claimFee(uint256 amount, bool byStranger) external {
        amount = bound(amount, 0, flask.balanceOf(address(starter)));
        address caller = byStranger ? stranger : owner;
        vm.prank(caller);
        try starter.claimFee(amount) {
            if (caller != owner) ruleBroken = true;
            feesClaimed += amount;
        } catch {}
    }

    /// The alchemists' admin takes MINTER_ROLE from the factory or gives it back.
    function setFactoryMinter(bool allowed) external {
        bytes32 role = alchemists.MINTER_ROLE();
        vm.prank(admin);
        if (allowed) alchemists.grantRole(role, address(factory));
        else alchemists.revokeRole(role, address(factory));
        factoryMayMint = allowed;
    }

    /// A stranger mints directly, names a bunny, grants itself MINTER_ROLE: all refused.
    function strangerTries(uint8 bunnyId) external {
        vm.startPrank(stranger);
        try bunnies.mint(stranger, "ipfs://forged", bunnyId) {
            ruleBroken = true;
        } catch {}
        try alchemists.setBunnyName(bunnyId, "forged") {
            ruleBroken = true;
        } catch {}
        bytes32 role = alchemists.MINTER_ROLE();
        try alchemists.grantRole(role, stranger) {
            ruleBroken = true;
        } catch {}
        vm.stopPrank();
    }

    function roll(uint256 blocks) external {
        vm.roll(block.number + bound(blocks, 1, 20));
    }
}

contract CollectiblesInvariantTest is ProfileFixture {
    CollectiblesHandler internal handler;

    function setUp() public override {
        super.setUp();
        handler = new CollectiblesHandler(starter, factory, [alice, bob, carol], owner, admin, pointGranter);
        targetContract(address(handler));
    }

    /// Only what the rules allow is minted: a starter once per user, a collectible once per user
    /// while created, active and within the user's points, paid (burnt) at its cost; no owner or
    /// admin power works for a stranger.
    function invariant_mintsAndPowersFollowTheRules() public view {
        assertTrue(!handler.ruleBroken(), "a refused mint or power went through");
        assertEq(alchemists.totalSupply(), handler.alchemistsMinted(), "alchemists = the factory's mints");
    }

    /// The starter factory holds every fee paid less what its owner claimed.
    function invariant_starterFeesHeld() public view {
        assertEq(flask.balanceOf(address(starter)), handler.starterFees() - handler.feesClaimed(), "fees held");
    }
}
