// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {IFlaskToken} from "../../src/farms/IFlaskToken.sol";
import {MasterChef} from "../../src/farms/MasterChef.sol";
import {SmartChef} from "../../src/pools/SmartChef.sol";
import {SmartChefNative} from "../../src/pools/SmartChefNative.sol";
import {FlaskToken} from "../../src/token/FlaskToken.sol";
import {TestToken} from "../../src/token/testing/TestToken.sol";
import {FlaskVault} from "../../src/vault/FlaskVault.sol";
import {Test} from "../utils/Test.sol";

/// The app sends pool and farm actions with a fixed 200,000 gas limit and vault actions with
/// 380,000 (SPEC 7). Each test measures one user action the way a real transaction meets it: cold
/// storage, rewards due since earlier blocks (so the chef mints and FLASK writes a new checkpoint),
/// a staker who already holds the token. Budgets leave room for the 21,000 base cost and calldata.
contract YieldGasBudgetTest is Test {
    uint256 internal constant POOL_BUDGET = 200_000 - 25_000;
    uint256 internal constant VAULT_BUDGET = 380_000 - 25_000;

    FlaskToken internal flask;
    MasterChef internal chef;
    FlaskVault internal vault;
    TestToken internal lp;
    TestToken internal reward;
    SmartChef internal pool;
    SmartChefNative internal nativePool;
    address internal owner = makeAddr("owner");
    address internal alice = makeAddr("alice");
    address internal bob = makeAddr("bob");

    function setUp() public {
        flask = new FlaskToken(owner);
        chef = new MasterChef(IFlaskToken(address(flask)), block.number, 1000, owner);
        vault = new FlaskVault(IFlaskToken(address(flask)), chef, makeAddr("treasury"), owner);
        lp = new TestToken("LP", "LP", 18, address(this));
        reward = new TestToken("Reward", "RWD", 18, address(this));
        bytes32 minter = flask.MINTER_ROLE();
        vm.startPrank(owner);
        flask.grantRole(minter, address(chef));
        flask.grantRole(minter, address(this));
        chef.add(2000, lp);
        vm.stopPrank();
        pool = new SmartChef(flask, reward, 1e18, block.number, block.number + 1000, 0, owner);
        nativePool = new SmartChefNative(reward, 1e18, block.number, block.number + 1000, 0, owner);
        reward.mint(address(this), 2000e18);
        reward.approve(address(pool), 1000e18);
        pool.fundRewards(1000e18);
        reward.approve(address(nativePool), 1000e18);
        nativePool.fundRewards(1000e18);

        // Both users hold tokens, have approved everything and already have a stake everywhere.
        address[2] memory users = [alice, bob];
        for (uint256 i; i < 2; ++i) {
            address user = users[i];
            flask.mint(user, 10_000 ether);
            lp.mint(user, 10_000 ether);
            vm.deal(user, 100 ether);
            vm.startPrank(user);
            flask.approve(address(chef), type(uint256).max);
            flask.approve(address(vault), type(uint256).max);
            flask.approve(address(pool), type(uint256).max);
            lp.approve(address(chef), type(uint256).max);
            chef.deposit(1, 100 ether);
            chef.enterStaking(100 ether);
            vault.deposit(100 ether);
            pool.deposit(100 ether);
            nativePool.deposit{value: 1 ether}(1 ether);
            vm.stopPrank();
        }
        vm.roll(block.number + 20);
        vm.warp(block.timestamp + 1 hours);
    }

    function _measure(address user, bytes memory call, address target, uint256 value) private returns (uint256 used) {
        vm.prank(user);
        uint256 before = gasleft();
        (bool ok,) = target.call{value: value}(call);
        used = before - gasleft();
        assertTrue(ok, "call failed");
    }

    // One action per test, so each meets cold storage like a real transaction.

    function test_gas_farmStake() public {
        assertLt(_measure(alice, abi.encodeCall(chef.deposit, (1, 50 ether)), address(chef), 0), POOL_BUDGET, "gas");
    }

    function test_gas_farmHarvest() public {
        assertLt(_measure(alice, abi.encodeCall(chef.deposit, (1, 0)), address(chef), 0), POOL_BUDGET, "gas");
    }

    function test_gas_farmUnstake() public {
        assertLt(_measure(alice, abi.encodeCall(chef.withdraw, (1, 100 ether)), address(chef), 0), POOL_BUDGET, "gas");
    }

    function test_gas_farmEmergencyWithdraw() public {
        assertLt(_measure(alice, abi.encodeCall(chef.emergencyWithdraw, (1)), address(chef), 0), POOL_BUDGET, "gas");
    }

    function test_gas_enterStaking() public {
        assertLt(_measure(alice, abi.encodeCall(chef.enterStaking, (50 ether)), address(chef), 0), POOL_BUDGET, "gas");
    }

    function test_gas_leaveStakingHarvest() public {
        assertLt(_measure(alice, abi.encodeCall(chef.leaveStaking, (0)), address(chef), 0), POOL_BUDGET, "gas");
    }

    function test_gas_leaveStaking() public {
        assertLt(_measure(alice, abi.encodeCall(chef.leaveStaking, (100 ether)), address(chef), 0), POOL_BUDGET, "gas");
    }

    function test_gas_poolStake() public {
        assertLt(_measure(alice, abi.encodeCall(pool.deposit, (50 ether)), address(pool), 0), POOL_BUDGET, "gas");
    }

    function test_gas_poolHarvest() public {
        assertLt(_measure(alice, abi.encodeCall(pool.deposit, (0)), address(pool), 0), POOL_BUDGET, "gas");
    }

    function test_gas_poolUnstake() public {
        assertLt(_measure(alice, abi.encodeCall(pool.withdraw, (100 ether)), address(pool), 0), POOL_BUDGET, "gas");
    }

    function test_gas_poolEmergencyWithdraw() public {
        assertLt(_measure(alice, abi.encodeCall(pool.emergencyWithdraw, ()), address(pool), 0), POOL_BUDGET, "gas");
    }

    function test_gas_nativePoolStake() public {
        bytes memory call = abi.encodeCall(nativePool.deposit, (1 ether));
        assertLt(_measure(alice, call, address(nativePool), 1 ether), POOL_BUDGET, "gas");
    }

    function test_gas_nativePoolUnstake() public {
        bytes memory call = abi.encodeCall(nativePool.withdraw, (1 ether));
        assertLt(_measure(alice, call, address(nativePool), 0), POOL_BUDGET, "gas");
    }

    function test_gas_vaultDeposit() public {
        assertLt(_measure(alice, abi.encodeCall(vault.deposit, (50 ether)), address(vault), 0), VAULT_BUDGET, "gas");
    }

    function test_gas_vaultHarvest() public {
        assertLt(_measure(bob, abi.encodeCall(vault.harvest, ()), address(vault), 0), VAULT_BUDGET, "gas");
    }

    /// More than the vault holds idle: unstakes from pid 0 and collects the reward too.
    function test_gas_vaultWithdraw() public {
        assertLt(_measure(alice, abi.encodeCall(vault.withdraw, (50 ether)), address(vault), 0), VAULT_BUDGET, "gas");
    }

    function test_gas_vaultWithdrawAll() public {
        assertLt(_measure(alice, abi.encodeCall(vault.withdrawAll, ()), address(vault), 0), VAULT_BUDGET, "gas");
    }
}
