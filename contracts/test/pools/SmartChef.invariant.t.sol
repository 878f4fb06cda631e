// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SmartChef} from "../../src/pools/SmartChef.sol";
import {SmartChefBase} from "../../src/pools/SmartChefBase.sol";
import {SmartChefFactory} from "../../src/pools/SmartChefFactory.sol";
import {SmartChefNative} from "../../src/pools/SmartChefNative.sol";
import {TestToken} from "../../src/token/testing/TestToken.sol";
import {TaxedToken} from "../farms/mocks/TaxedToken.sol";
import {CrossTalkHandler} from "../utils/CrossTalkHandler.sol";
import {Test} from "../utils/Test.sol";

/// Drives three pools (ERC20 with a per-user limit, fee-on-transfer stake, BNB) and those the
/// factory's owner adds, with random stakes, exits, harvests, top-ups, and the owners' actions:
/// rate changes up and down before the start, early stops, excess withdrawals, recovering tokens
/// (strays, and the pool's own tokens, always refused) and new pools, in any order.
contract PoolHandler is CrossTalkHandler {
    uint256 private constant MAX_POOLS = 6;

    SmartChefBase[] public pools;
    TestToken public immutable reward;
    TestToken public immutable stray;
    SmartChefFactory public immutable factory;
    address public immutable owner;
    address[] public actors;

    bool public accDecreased;
    /// A pool the factory created without its whole schedule in reserve, or not listed.
    bool public factoryPoolUnfunded;
    mapping(uint256 index => uint256) public lastAcc;
    mapping(address pool => address admin) public adminOf;

    constructor(SmartChefBase[] memory pools_, TestToken reward_, SmartChefFactory factory_, address owner_) {
        pools = pools_;
        reward = reward_;
        factory = factory_;
        owner = owner_;
        stray = new TestToken("Stray", "STRAY", 18, address(this));
        for (uint256 i; i < pools_.length; ++i) {
            adminOf[address(pools_[i])] = owner_;
        }
        for (uint256 i; i < 3; ++i) {
            address actor = makeAddr(string.concat("staker", vm.toString(i)));
            actors.push(actor);
            vm.deal(actor, 1e30);
        }
    }

    function actorCount() external view returns (uint256) {
        return actors.length;
    }

    function poolCount() external view returns (uint256) {
        return pools.length;
    }

    function deposit(uint256 actorSeed, uint256 poolSeed, uint256 amount) external {
        (address actor, SmartChefBase pool) = _pick(actorSeed, poolSeed);
        amount = amount % 3 == 0 ? bound(amount, 0, 1000) : bound(amount, 0, 1e24);
        if (pool.hasUserLimit()) {
            (uint256 staked,) = pool.userInfo(actor);
            amount = bound(amount, 0, pool.poolLimitPerUser() - staked);
        }
        address token = address(pool.stakedToken());
        _before(actor);
        if (token == address(0)) {
            vm.prank(actor);
            SmartChefNative(address(pool)).deposit{value: amount}(amount);
        } else {
            TestToken(token).mint(actor, amount); // TaxedToken.mint has the same selector
            // Single pranks only: a startPrank left open by a reverted call would leak into the next.
            vm.prank(actor);
            IERC20(token).approve(address(pool), amount);
            vm.prank(actor);
            SmartChef(address(pool)).deposit(amount);
        }
        _after(actor);
    }

    function withdraw(uint256 actorSeed, uint256 poolSeed, uint256 amount) external {
        (address actor, SmartChefBase pool) = _pick(actorSeed, poolSeed);
        (uint256 staked,) = pool.userInfo(actor);
        amount = bound(amount, 0, staked);
        _before(actor);
        vm.prank(actor);
        pool.withdraw(amount);
        _after(actor);
    }

    function harvest(uint256 actorSeed, uint256 poolSeed) external {
        (address actor, SmartChefBase pool) = _pick(actorSeed, poolSeed);
        _before(actor);
        vm.prank(actor);
        pool.withdraw(0);
        _after(actor);
    }

    function emergencyWithdraw(uint256 actorSeed, uint256 poolSeed) external {
        (address actor, SmartChefBase pool) = _pick(actorSeed, poolSeed);
        _before(actor);
        vm.prank(actor);
        pool.emergencyWithdraw();
        _after(actor);
    }

    function advance(uint256 blocks) external {
        vm.roll(block.number + bound(blocks, 1, 60));
    }

    function fund(uint256 poolSeed, uint256 amount) external {
        SmartChefBase pool = pools[poolSeed % pools.length];
        amount = bound(amount, 0, 1e21);
        reward.mint(address(this), amount);
        reward.approve(address(pool), amount);
        pool.fundRewards(amount);
        _checkAcc();
    }

    function stopReward(uint256 poolSeed) external {
        SmartChefBase pool = pools[poolSeed % pools.length];
        // Rarely, so most runs see full reward periods; never on an ended pool (it would revert).
        if ((poolSeed >> 8) % 4 != 0 || block.number >= pool.bonusEndBlock()) return;
        vm.prank(owner);
        pool.stopReward();
        _checkAcc();
    }

    /// Before the start only (it reverts after): up to 3x or down to 0; a raise is paid only as far
    /// as the reserve goes, a cut frees excess rewards.
    function updateRewardPerBlock(uint256 poolSeed, uint256 rate) external {
        SmartChefBase pool = pools[poolSeed % pools.length];
        if (block.number >= pool.startBlock()) return;
        rate = bound(rate, 0, 3 * pool.rewardPerBlock() + 1e18);
        _before(owner);
        vm.prank(owner);
        pool.updateRewardPerBlock(uint128(rate));
        _after(owner);
    }

    function withdrawExcessRewards(uint256 poolSeed) external {
        SmartChefBase pool = pools[poolSeed % pools.length];
        vm.prank(owner);
        pool.withdrawExcessRewards();
        _checkAcc();
    }

    /// The owner recovers a token sent to the pool by mistake, or tries its staked or reward token.
    function recoverToken(uint256 poolSeed, uint256 which, uint256 amount) external {
        SmartChefBase pool = pools[poolSeed % pools.length];
        IERC20 token = which % 3 == 0 ? IERC20(address(stray)) : which % 3 == 1 ? pool.stakedToken() : pool.rewardToken();
        if (address(token) == address(0)) return; // the BNB pool's stake is not a token
        stray.mint(address(pool), bound(amount, 0, 1e24));
        _before(owner);
        vm.prank(owner);
        try pool.recoverToken(token) {} catch {}
        _after(owner);
    }

    /// The factory's owner lists a new pool (an ERC20 or BNB stake, paying `reward`), funding its
    /// schedule in the same transaction.
    function createPool(uint256 seed, uint256 rate, uint256 delay, uint256 length) external {
        if (pools.length >= MAX_POOLS) return;
        rate = bound(rate, 1e15, 2e18);
        uint256 start = block.number + bound(delay, 1, 50);
        uint256 end = start + bound(length, 50, 400);
        IERC20 staked = seed % 2 == 0 ? pools[0].stakedToken() : IERC20(address(0));
        uint256 schedule = (end - start) * rate;
        reward.mint(owner, schedule);
        vm.prank(owner);
        reward.approve(address(factory), schedule);
        vm.prank(owner);
        address pool = factory.createPool(staked, reward, uint128(rate), start, end, 0, owner);
        pools.push(SmartChefBase(pool));
        adminOf[pool] = owner;
        uint256 listedCount = factory.allPoolsLength();
        bool listed = listedCount != 0 && factory.allPools(listedCount - 1) == pool;
        if (!listed || SmartChefBase(pool).rewardReserve() != schedule) factoryPoolUnfunded = true;
        _checkAcc();
    }

    function _pick(uint256 actorSeed, uint256 poolSeed) private view returns (address, SmartChefBase) {
        return (actors[actorSeed % actors.length], pools[poolSeed % pools.length]);
    }

    function _stakedBalance(SmartChefBase pool, address account) private view returns (uint256) {
        address token = address(pool.stakedToken());
        return token == address(0) ? account.balance : IERC20(token).balanceOf(account);
    }

    function _others(address actor) internal view override returns (uint256[] memory values) {
        values = new uint256[](actors.length * (2 * pools.length + 1));
        uint256 k;
        for (uint256 i; i < actors.length; ++i) {
            if (actors[i] == actor) continue;
            values[k++] = reward.balanceOf(actors[i]);
            for (uint256 p; p < pools.length; ++p) {
                (values[k++],) = pools[p].userInfo(actors[i]);
                values[k++] = _stakedBalance(pools[p], actors[i]);
            }
        }
    }

    function _afterAction() internal override {
        _checkAcc();
    }

    function _checkAcc() private {
        for (uint256 p; p < pools.length; ++p) {
            uint256 acc = pools[p].accRewardPerShare();
            if (acc < lastAcc[p]) accDecreased = true;
            lastAcc[p] = acc;
        }
    }
}

contract SmartChefInvariantTest is Test {
    uint256 internal constant LIMIT = 5e23;
    TestToken internal reward;
    PoolHandler internal handler;
    address internal owner = makeAddr("owner");

    function setUp() public {
        reward = new TestToken("Reward", "RWD", 18, address(this));
        uint256 start = block.number + 60; // room for rate changes before the start
        uint256 end = start + 400;
        TestToken stakedToken = new TestToken("Staked", "STK", 18, address(this));
        TaxedToken taxed = new TaxedToken(500);
        SmartChefBase[] memory pools = new SmartChefBase[](3);
        pools[0] = new SmartChef(stakedToken, reward, 1e18, start, end, LIMIT, owner);
        pools[1] = new SmartChef(taxed, reward, 3e17, start, end, 0, owner);
        pools[2] = new SmartChefNative(reward, 2e18, start, end, 0, owner);
        SmartChefFactory factory = new SmartChefFactory(owner);
        handler = new PoolHandler(pools, reward, factory, owner);
        stakedToken.transferOwnership(address(handler));
        reward.transferOwnership(address(handler));
        // Partly funded: the reserve caps what stakers can earn until the handler tops it up.
        vm.startPrank(address(handler));
        for (uint256 p; p < 3; ++p) {
            reward.mint(address(handler), 100e18);
            reward.approve(address(pools[p]), 100e18);
            pools[p].fundRewards(100e18);
        }
        vm.stopPrank();
        targetContract(address(handler));
    }

    /// Every pool the factory lists starts with its whole schedule in reserve; no owner ever takes
    /// a pool's staked or reward token (the held-stake and held-reserve checks below).
    function invariant_factoryPoolsListedAndFunded() public view {
        assertTrue(!handler.factoryPoolUnfunded(), "a factory pool unlisted or short of its schedule");
        for (uint256 p; p < handler.poolCount(); ++p) {
            assertEq(handler.pools(p).owner(), handler.adminOf(address(handler.pools(p))), "pool owner = its admin");
        }
    }

    function invariant_accRewardPerShareNeverDecreases() public view {
        assertTrue(!handler.accDecreased(), "accRewardPerShare decreased");
    }

    function invariant_noUserActionMovesAnotherUsersFunds() public view {
        assertTrue(!handler.crossTalk(), "another user's stake or balance changed");
    }

    function invariant_stakesAddUpHeldAndWithinLimit() public view {
        for (uint256 p; p < handler.poolCount(); ++p) {
            SmartChefBase pool = handler.pools(p);
            uint256 sum;
            for (uint256 i; i < handler.actorCount(); ++i) {
                (uint256 amount,) = pool.userInfo(handler.actors(i));
                sum += amount;
                if (pool.hasUserLimit()) assertLe(amount, pool.poolLimitPerUser(), "per-user limit");
            }
            assertEq(sum, pool.totalStaked(), "sum of stakes = totalStaked");
            address token = address(pool.stakedToken());
            uint256 held = token == address(0) ? address(pool).balance : IERC20(token).balanceOf(address(pool));
            assertGe(held, pool.totalStaked(), "stake held");
            assertGe(reward.balanceOf(address(pool)), pool.rewardReserve(), "reserve held");
        }
    }

    /// Every pool can pay every user's stake and pending reward at once, and still holds its reserve.
    function invariant_solventForEveryStakeAndReward() public {
        uint256 snapshot = vm.snapshotState();
        for (uint256 p; p < handler.poolCount(); ++p) {
            SmartChefBase pool = handler.pools(p);
            address token = address(pool.stakedToken());
            for (uint256 i; i < handler.actorCount(); ++i) {
                address actor = handler.actors(i);
                (uint256 amount,) = pool.userInfo(actor);
                uint256 pending = pool.pendingReward(actor);
                uint256 rewardBefore = reward.balanceOf(actor);
                uint256 stakeBefore = token == address(0) ? actor.balance : IERC20(token).balanceOf(actor);
                vm.prank(actor);
                pool.withdraw(amount);
                uint256 stakeAfter = token == address(0) ? actor.balance : IERC20(token).balanceOf(actor);
                assertEq(reward.balanceOf(actor) - rewardBefore, pending, "reward = pending");
                uint256 expected = p == 1 ? amount - amount * 500 / 10_000 : amount;
                assertEq(stakeAfter - stakeBefore, expected, "stake back");
            }
            assertEq(pool.totalStaked(), 0, "all out");
            assertGe(reward.balanceOf(address(pool)), pool.rewardReserve(), "reserve still held");
        }
        vm.revertToState(snapshot);
    }
}
