// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {IFlaskToken} from "../../src/farms/IFlaskToken.sol";
import {MasterChef} from "../../src/farms/MasterChef.sol";
import {FlaskToken} from "../../src/token/FlaskToken.sol";
import {TestToken} from "../../src/token/testing/TestToken.sol";
import {FlaskVault} from "../../src/vault/FlaskVault.sol";
import {CrossTalkHandler} from "../utils/CrossTalkHandler.sol";
import {Test} from "../utils/Test.sol";

/// Drives the vault with random deposits, withdrawals, harvests by anyone, direct pid-0 stakers,
/// donations and time passing, and the admins' actions: fee changes, revoking and re-granting the
/// chef's minter role, and another minter moving FLASK's supply towards (and back from) its cap.
/// Records every drop of the price per share. Users get their FLASK from a stash minted up front, so only the chef and
/// that other minter take room under the cap.
contract VaultHandler is CrossTalkHandler {
    FlaskVault public immutable vault;
    MasterChef public immutable chef;
    FlaskToken public immutable flask;
    address public immutable keeper = makeAddr("keeper");
    address public immutable directStaker = makeAddr("directStaker");
    address public immutable admin;
    address public immutable otherMinter = makeAddr("otherMinter");
    address[] public actors;

    uint256 public lastPrice;
    bool public priceDropped;

    constructor(FlaskVault vault_, MasterChef chef_, FlaskToken flask_, address admin_) {
        admin = admin_;
        vault = vault_;
        chef = chef_;
        flask = flask_;
        for (uint256 i; i < 3; ++i) {
            actors.push(makeAddr(string.concat("depositor", vm.toString(i))));
        }
        lastPrice = vault.getPricePerFullShare();
    }

    function actorCount() external view returns (uint256) {
        return actors.length;
    }

    function deposit(uint256 actorSeed, uint256 amount) external {
        address actor = actors[actorSeed % actors.length];
        amount = amount % 3 == 0 ? bound(amount, 1, 1e15) : bound(amount, 1, 1e22);
        flask.transfer(actor, amount);
        _before(actor);
        vm.prank(actor);
        flask.approve(address(vault), amount);
        vm.prank(actor);
        vault.deposit(amount);
        _after(actor);
    }

    function withdraw(uint256 actorSeed, uint256 shares) external {
        address actor = actors[actorSeed % actors.length];
        (uint256 owned,,,) = vault.userInfo(actor);
        if (owned == 0) return;
        shares = bound(shares, 1, owned);
        _before(actor);
        vm.prank(actor);
        vault.withdraw(shares);
        _after(actor);
    }

    function withdrawAll(uint256 actorSeed) external {
        address actor = actors[actorSeed % actors.length];
        (uint256 owned,,,) = vault.userInfo(actor);
        if (owned == 0) return;
        _before(actor);
        vm.prank(actor);
        vault.withdrawAll();
        _after(actor);
    }

    function harvest(uint256 callerSeed) external {
        address caller = callerSeed % 4 == 3 ? keeper : actors[callerSeed % actors.length];
        _before(caller);
        vm.prank(caller);
        vault.harvest();
        _after(caller);
    }

    function directStake(uint256 amount) external {
        amount = bound(amount, 0, 1e22);
        flask.transfer(directStaker, amount);
        _before(directStaker);
        vm.prank(directStaker);
        flask.approve(address(chef), amount);
        vm.prank(directStaker);
        chef.enterStaking(amount);
        _after(directStaker);
    }

    function directUnstake(uint256 amount) external {
        (uint256 staked,) = chef.userInfo(0, directStaker);
        amount = bound(amount, 0, staked);
        _before(directStaker);
        vm.prank(directStaker);
        chef.leaveStaking(amount);
        _after(directStaker);
    }

    function donate(uint256 amount) external {
        flask.transfer(address(vault), bound(amount, 0, 1e22));
        _checkPrice();
    }

    // ---- admin actions ----

    // Both may lower the price once, at that moment: the vault's pending reward is a promise of the
    // chef's, which a revocation cancels and which, near the cap, the first pool to update takes
    // (MasterChef's rule). They re-base lastPrice; the withdrawal invariant checks nobody is then
    // paid a reward that was never minted.

    /// The vault's owner changes its fees (within their maxima): the price must not move.
    function setFees(uint16 performance, uint16 call, uint16 withdrawal) external {
        _before(admin);
        vm.startPrank(admin);
        vault.setPerformanceFee(uint16(bound(performance, 0, vault.MAX_PERFORMANCE_FEE())));
        vault.setCallFee(uint16(bound(call, 0, vault.MAX_CALL_FEE())));
        vault.setWithdrawFee(uint16(bound(withdrawal, 0, vault.MAX_WITHDRAW_FEE())));
        vm.stopPrank();
        _after(admin);
    }

    /// FLASK's admin revokes the chef's minter role, or grants it back.
    function toggleChefMinter() external {
        bytes32 minter = flask.MINTER_ROLE();
        bool minting = flask.hasRole(minter, address(chef));
        _before(admin);
        vm.prank(admin);
        if (minting) flask.revokeRole(minter, address(chef));
        else flask.grantRole(minter, address(chef));
        lastPrice = vault.getPricePerFullShare();
        _after(admin);
    }

    /// Another minter takes FLASK's supply to `room` below the cap (minting, or burning what it
    /// minted before), so emissions get clamped or stop and start again.
    function setCapRoom(uint256 room) external {
        room = bound(room, 0, 1e24);
        uint256 current = flask.cap() - flask.totalSupply();
        _before(otherMinter);
        if (current > room) {
            flask.mint(otherMinter, current - room);
        } else {
            uint256 held = flask.balanceOf(otherMinter);
            vm.prank(otherMinter);
            flask.burn(room - current < held ? room - current : held);
        }
        lastPrice = vault.getPricePerFullShare();
        _after(otherMinter);
    }

    function advance(uint256 blocks, uint256 seconds_) external {
        vm.roll(block.number + bound(blocks, 1, 200));
        vm.warp(block.timestamp + bound(seconds_, 0, 48 hours));
        _checkPrice();
    }

    function _others(address actor) internal view override returns (uint256[] memory values) {
        values = new uint256[](2 * actors.length + 2);
        uint256 k;
        for (uint256 i; i < actors.length; ++i) {
            if (actors[i] == actor) continue;
            (values[k++],,,) = vault.userInfo(actors[i]);
            values[k++] = flask.balanceOf(actors[i]);
        }
        if (actor != directStaker) {
            (values[k++],) = chef.userInfo(0, directStaker);
            values[k++] = flask.balanceOf(directStaker);
        }
    }

    function _afterAction() internal override {
        _checkPrice();
    }

    function _checkPrice() private {
        uint256 price = vault.getPricePerFullShare();
        if (price < lastPrice) priceDropped = true;
        lastPrice = price;
    }
}

contract FlaskVaultInvariantTest is Test {
    FlaskToken internal flask;
    MasterChef internal chef;
    FlaskVault internal vault;
    VaultHandler internal handler;
    address internal owner = makeAddr("owner");
    address internal treasury = makeAddr("treasury");

    function setUp() public {
        flask = new FlaskToken(owner);
        chef = new MasterChef(IFlaskToken(address(flask)), block.number, 1000, owner);
        vault = new FlaskVault(IFlaskToken(address(flask)), chef, treasury, owner);
        handler = new VaultHandler(vault, chef, flask, owner);
        bytes32 minter = flask.MINTER_ROLE();
        vm.startPrank(owner);
        flask.grantRole(minter, address(chef));
        flask.grantRole(minter, address(handler));
        chef.add(3000, new TestToken("LP", "LP", 18, owner));
        vm.stopPrank();
        vm.prank(address(handler));
        flask.mint(address(handler), 1e25); // the users' stash
        targetContract(address(handler));
    }

    function invariant_pricePerShareNeverDrops() public view {
        assertTrue(!handler.priceDropped(), "price per share dropped");
        assertGe(vault.getPricePerFullShare(), 1e18, "never below the first deposit's price");
    }

    function invariant_noUserActionMovesAnotherUsersFunds() public view {
        assertTrue(!handler.crossTalk(), "another user's shares or balance changed");
    }

    function invariant_sharesAddUp() public view {
        uint256 sum;
        for (uint256 i; i < handler.actorCount(); ++i) {
            (uint256 shares,,,) = vault.userInfo(handler.actors(i));
            sum += shares;
        }
        uint256 total = vault.totalShares();
        assertEq(total == 0 ? 0 : sum + vault.MINIMUM_SHARES(), total, "user shares + locked minimum");
    }

    function invariant_heldFlaskCoversAvailableAndBounty() public view {
        uint256 bounty =
            vault.calculateHarvestFlaskRewards() - chef.pendingFlask(0, address(vault)) * vault.callFee() / 10_000;
        assertGe(flask.balanceOf(address(vault)), vault.available() + bounty, "idle FLASK held");
    }

    /// Everyone can leave at once, each with their shares' worth at the price of that moment.
    function invariant_everyoneCanWithdrawTheirShare() public {
        uint256 snapshot = vm.snapshotState();
        vm.warp(block.timestamp + 72 hours); // no withdrawal fee: compare value, not fees
        for (uint256 i; i < handler.actorCount(); ++i) {
            address actor = handler.actors(i);
            (uint256 shares,,,) = vault.userInfo(actor);
            if (shares == 0) continue;
            uint256 worth = vault.balanceOf() * shares / vault.totalShares();
            uint256 before = flask.balanceOf(actor);
            vm.prank(actor);
            vault.withdrawAll();
            assertGe(flask.balanceOf(actor) - before, worth, "paid at least the share's worth");
            assertLe(flask.balanceOf(actor) - before, worth + 2, "and not more (but fee rounding)");
        }
        vm.revertToState(snapshot);
    }
}
