// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SmartChef} from "../../src/pools/SmartChef.sol";
import {SmartChefFactory} from "../../src/pools/SmartChefFactory.sol";
import {SmartChefNative} from "../../src/pools/SmartChefNative.sol";
import {FeeOnTransferToken} from "../../src/token/testing/FeeOnTransferToken.sol";
import {TestToken} from "../../src/token/testing/TestToken.sol";
import {Test} from "../utils/Test.sol";

contract SmartChefFactoryTest is Test {
    SmartChefFactory internal factory;
    TestToken internal staked;
    TestToken internal reward;
    address internal owner = makeAddr("owner");
    address internal admin = makeAddr("admin");

    function setUp() public {
        factory = new SmartChefFactory(owner);
        staked = new TestToken("Staked", "STK", 18, address(this));
        reward = new TestToken("Reward", "RWD", 8, address(this));
        reward.mint(owner, 1_000_000e8);
        vm.prank(owner);
        reward.approve(address(factory), type(uint256).max);
        vm.roll(50);
    }

    function test_createPoolFundsTheWholeSchedule() public {
        vm.prank(owner);
        address created = factory.createPool(staked, reward, 2e8, 100, 300, 5 ether, admin);
        SmartChef pool = SmartChef(created);
        assertEq(address(pool.stakedToken()), address(staked), "staked");
        assertEq(address(pool.rewardToken()), address(reward), "reward");
        assertEq(pool.rewardPerBlock(), 2e8, "rate");
        assertEq(pool.startBlock(), 100, "start");
        assertEq(pool.bonusEndBlock(), 300, "end");
        assertEq(pool.poolLimitPerUser(), 5 ether, "limit");
        assertEq(pool.owner(), admin, "owned by admin");
        assertEq(pool.rewardReserve(), 400e8, "200 blocks x 2");
        assertEq(reward.balanceOf(created), 400e8, "held");
        assertEq(reward.balanceOf(address(factory)), 0, "nothing left in the factory");
        assertEq(factory.allPoolsLength(), 1, "listed");
        assertEq(factory.allPools(0), created, "listed address");
    }

    /// A reward token that burns 1% per transfer: the pool is funded with what arrives, nothing is
    /// stranded in the factory and the reserve matches the pool's balance.
    function test_createPoolFundsWhatActuallyArrivesWithAFeeOnTransferReward() public {
        FeeOnTransferToken taxed = new FeeOnTransferToken("Taxed", "TAX", 100, address(this));
        taxed.mint(owner, 1_000e18);
        vm.startPrank(owner);
        taxed.approve(address(factory), type(uint256).max);
        address created = factory.createPool(staked, IERC20(address(taxed)), 1e18, 100, 300, 0, admin);
        vm.stopPrank();
        SmartChef pool = SmartChef(created);
        // 200 sent; 198 reach the factory; 196.02 reach the pool.
        assertEq(taxed.balanceOf(address(factory)), 0, "nothing stranded in the factory");
        assertEq(pool.rewardReserve(), taxed.balanceOf(created), "reserve = what the pool holds");
        assertEq(pool.rewardReserve(), 196.02e18, "what arrived after two transfers");
    }

    function test_createPoolEmits() public {
        vm.expectEmit(false, true, true, true);
        emit SmartChefFactory.PoolCreated(address(0), staked, reward, 1e8, 100, 200, 0, admin);
        vm.prank(owner);
        factory.createPool(staked, reward, 1e8, 100, 200, 0, admin);
    }

    function test_createNativePool() public {
        vm.prank(owner);
        address created = factory.createPool(IERC20(address(0)), reward, 1e8, 100, 200, 0, admin);
        SmartChefNative pool = SmartChefNative(created);
        assertEq(address(pool.stakedToken()), address(0), "native");
        assertEq(pool.rewardReserve(), 100e8, "funded");
        vm.deal(address(this), 1 ether);
        pool.deposit{value: 1 ether}(1 ether);
        (uint256 amount,) = pool.userInfo(address(this));
        assertEq(amount, 1 ether, "BNB staked");
    }

    function test_startInThePastFundsFromNow() public {
        vm.prank(owner);
        address created = factory.createPool(staked, reward, 1e8, 10, 150, 0, admin);
        assertEq(SmartChef(created).rewardReserve(), 100e8, "blocks 50..150");
    }

    function test_finishedPoolNeedsNoFunding() public {
        vm.prank(owner);
        address created = factory.createPool(staked, reward, 1e8, 10, 40, 0, admin);
        assertEq(SmartChef(created).rewardReserve(), 0, "nothing left to pay");
    }

    function test_createPoolIsOwnerOnly() public {
        vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, admin));
        vm.prank(admin);
        factory.createPool(staked, reward, 1e8, 100, 200, 0, admin);
    }

    function test_createPoolNeedsTheRewards() public {
        vm.prank(owner);
        reward.approve(address(factory), 0);
        vm.expectRevert();
        vm.prank(owner);
        factory.createPool(staked, reward, 1e8, 100, 200, 0, admin);
    }

    function testFuzz_fundingMatchesSchedule(uint128 rate, uint256 start, uint256 length) public {
        rate = uint128(bound(rate, 0, 1e8));
        start = bound(start, 0, 1000);
        length = bound(length, 1, 5000);
        vm.prank(owner);
        address created = factory.createPool(staked, reward, rate, start, start + length, 0, admin);
        uint256 from = start > block.number ? start : block.number;
        uint256 expected = start + length > from ? (start + length - from) * rate : 0;
        assertEq(SmartChef(created).rewardReserve(), expected, "schedule funded");
    }
}
