// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {IFlaskToken} from "../../src/farms/IFlaskToken.sol";
import {MasterChef} from "../../src/farms/MasterChef.sol";
import {FlaskToken} from "../../src/token/FlaskToken.sol";
import {TestToken} from "../../src/token/testing/TestToken.sol";
import {CrossTalkHandler} from "../utils/CrossTalkHandler.sol";
import {Test} from "../utils/Test.sol";
import {TaxedToken} from "./mocks/TaxedToken.sol";

/// Drives the chef with random stakes, unstakes, harvests, emergency exits, block advances and
/// allocation changes by four users, and records what must never happen.
contract ChefHandler is CrossTalkHandler {
    MasterChef public immutable chef;
    FlaskToken public immutable flask;
    address public immutable owner;
    address[] public actors;

    bool public accDecreased;
    mapping(uint256 pid => uint256) public lastAcc;
    /// The pool staking the fee-on-transfer token (its tokens are minted differently).
    uint256 public immutable pidOfTaxed;

    constructor(MasterChef chef_, FlaskToken flask_, address owner_, uint256 pidOfTaxed_) {
        chef = chef_;
        flask = flask_;
        owner = owner_;
        pidOfTaxed = pidOfTaxed_;
        for (uint256 i; i < 4; ++i) {
            actors.push(makeAddr(string.concat("actor", vm.toString(i))));
        }
    }

    function actorCount() external view returns (uint256) {
        return actors.length;
    }

    // ---- actions ----

    function deposit(uint256 actorSeed, uint256 pidSeed, uint256 amount) external {
        (address actor, uint256 pid) = _pick(actorSeed, pidSeed);
        // A third of the stakes are tiny, so rounding matters.
        amount = amount % 3 == 0 ? bound(amount, 0, 1000) : bound(amount, 0, 1e24);
        IERC20 lp = _lp(pid);
        if (pid == 0) flask.mint(actor, amount);
        else _mintLp(lp, actor, amount);
        _before(actor);
        // Single pranks only: a startPrank left open by a reverted call would leak into the next.
        vm.prank(actor);
        lp.approve(address(chef), amount);
        vm.prank(actor);
        if (pid == 0) chef.enterStaking(amount);
        else chef.deposit(pid, amount);
        _after(actor);
    }

    function withdraw(uint256 actorSeed, uint256 pidSeed, uint256 amount) external {
        (address actor, uint256 pid) = _pick(actorSeed, pidSeed);
        (uint256 staked,) = chef.userInfo(pid, actor);
        amount = bound(amount, 0, staked);
        _before(actor);
        vm.prank(actor);
        if (pid == 0) chef.leaveStaking(amount);
        else chef.withdraw(pid, amount);
        _after(actor);
    }

    function harvest(uint256 actorSeed, uint256 pidSeed) external {
        (address actor, uint256 pid) = _pick(actorSeed, pidSeed);
        _before(actor);
        vm.prank(actor);
        if (pid == 0) chef.leaveStaking(0);
        else chef.deposit(pid, 0);
        _after(actor);
    }

    function emergencyWithdraw(uint256 actorSeed, uint256 pidSeed) external {
        (address actor, uint256 pid) = _pick(actorSeed, pidSeed);
        _before(actor);
        vm.prank(actor);
        chef.emergencyWithdraw(pid);
        _after(actor);
    }

    function updatePool(uint256 pidSeed) external {
        chef.updatePool(bound(pidSeed, 0, chef.poolLength() - 1));
        _checkAcc();
    }

    function advance(uint256 blocks) external {
        vm.roll(block.number + bound(blocks, 1, 500));
    }

    function setAllocPoint(uint256 pidSeed, uint256 allocPoint) external {
        uint256 pid = bound(pidSeed, 0, chef.poolLength() - 1);
        vm.prank(owner);
        chef.set(pid, uint32(bound(allocPoint, 0, 5000)));
        _checkAcc();
    }

    function addPool(uint256 allocPoint) external {
        if (chef.poolLength() >= 6) return;
        TestToken lp = new TestToken("LP", "LP", 18, address(this));
        vm.prank(owner);
        chef.add(uint32(bound(allocPoint, 0, 5000)), lp);
        _checkAcc();
    }

    // ---- bookkeeping ----


    function _pick(uint256 actorSeed, uint256 pidSeed) private view returns (address, uint256) {
        return (actors[actorSeed % actors.length], pidSeed % chef.poolLength());
    }

    function _lp(uint256 pid) private view returns (IERC20 lp) {
        (lp,,,,) = chef.poolInfo(pid);
    }

    function _mintLp(IERC20 lp, address to, uint256 amount) private {
        // The LP tokens are TestTokens owned by the test, or the open-mint TaxedToken.
        if (lp == _lp(pidOfTaxed)) TaxedToken(address(lp)).mint(to, amount);
        else TestToken(address(lp)).mint(to, amount);
    }

    /// Everything another user owns: stakes in every pool and token balances.
    function _others(address actor) internal view override returns (uint256[] memory values) {
        uint256 pools = chef.poolLength();
        values = new uint256[](actors.length * (2 * pools));
        uint256 k;
        for (uint256 i; i < actors.length; ++i) {
            if (actors[i] == actor) continue;
            for (uint256 pid; pid < pools; ++pid) {
                (values[k++],) = chef.userInfo(pid, actors[i]);
                values[k++] = _lp(pid).balanceOf(actors[i]);
            }
        }
    }

    function _afterAction() internal override {
        _checkAcc();
    }

    function _checkAcc() private {
        uint256 pools = chef.poolLength();
        for (uint256 pid; pid < pools; ++pid) {
            (,,, uint256 acc,) = chef.poolInfo(pid);
            if (acc < lastAcc[pid]) accDecreased = true;
            lastAcc[pid] = acc;
        }
    }
}

contract MasterChefInvariantTest is Test {
    FlaskToken internal flask;
    MasterChef internal chef;
    ChefHandler internal handler;
    address internal owner = makeAddr("owner");

    function setUp() public {
        flask = new FlaskToken(owner);
        chef = new MasterChef(IFlaskToken(address(flask)), block.number, 1000, owner);
        handler = new ChefHandler(chef, flask, owner, 3);
        TestToken lpA = new TestToken("LP A", "LPA", 18, address(handler));
        TestToken lpB = new TestToken("LP B", "LPB", 6, address(handler));
        TaxedToken taxed = new TaxedToken(300);
        bytes32 minter = flask.MINTER_ROLE();
        vm.startPrank(owner);
        flask.grantRole(minter, address(chef));
        flask.grantRole(minter, address(handler));
        chef.add(2000, lpA);
        chef.add(500, lpB);
        chef.add(1000, taxed);
        vm.stopPrank();
        targetContract(address(handler));
    }

    function invariant_allocPointsSumToTotal() public view {
        uint256 sum;
        for (uint256 pid; pid < chef.poolLength(); ++pid) {
            (, uint32 alloc,,,) = chef.poolInfo(pid);
            sum += alloc;
        }
        assertEq(sum, chef.totalAllocPoint(), "sum of allocPoint");
    }

    function invariant_accRewardPerShareNeverDecreases() public view {
        assertTrue(!handler.accDecreased(), "accFlaskPerShare decreased");
    }

    function invariant_noUserActionMovesAnotherUsersFunds() public view {
        assertTrue(!handler.crossTalk(), "another user's stake or balance changed");
    }

    function invariant_stakesAddUpAndAreHeld() public view {
        for (uint256 pid; pid < chef.poolLength(); ++pid) {
            (IERC20 lp,,,, uint256 total) = chef.poolInfo(pid);
            uint256 sum;
            for (uint256 i; i < handler.actorCount(); ++i) {
                (uint256 amount,) = chef.userInfo(pid, handler.actors(i));
                sum += amount;
            }
            assertEq(sum, total, "sum of stakes = totalStaked");
            assertGe(lp.balanceOf(address(chef)), total, "stake held");
        }
    }

    /// The chef can pay every user's stake and pending reward: everyone exits, each gets exactly
    /// stake + pendingFlask, then the state is rolled back.
    function invariant_solventForEveryStakeAndReward() public {
        uint256 snapshot = vm.snapshotState();
        chef.massUpdatePools();
        uint256 owed = _totalStaked(0);
        for (uint256 i; i < handler.actorCount(); ++i) {
            for (uint256 pid; pid < chef.poolLength(); ++pid) {
                owed += chef.pendingFlask(pid, handler.actors(i));
            }
        }
        assertGe(flask.balanceOf(address(chef)), owed, "FLASK covers pid-0 stake + all pending");

        for (uint256 i; i < handler.actorCount(); ++i) {
            address actor = handler.actors(i);
            for (uint256 pid; pid < chef.poolLength(); ++pid) {
                (IERC20 lp,,,,) = chef.poolInfo(pid);
                (uint256 amount,) = chef.userInfo(pid, actor);
                uint256 pending = chef.pendingFlask(pid, actor);
                uint256 flaskBefore = flask.balanceOf(actor);
                uint256 lpBefore = lp.balanceOf(actor);
                vm.prank(actor);
                if (pid == 0) chef.leaveStaking(amount);
                else chef.withdraw(pid, amount);
                if (pid == 0) {
                    assertEq(flask.balanceOf(actor) - flaskBefore, amount + pending, "FLASK stake + reward");
                } else {
                    assertEq(flask.balanceOf(actor) - flaskBefore, pending, "reward");
                    uint256 expected = pid == handler.pidOfTaxed() ? amount - amount * 300 / 10_000 : amount;
                    assertEq(lp.balanceOf(actor) - lpBefore, expected, "stake back");
                }
            }
        }
        for (uint256 pid; pid < chef.poolLength(); ++pid) {
            assertEq(_totalStaked(pid), 0, "all out");
        }
        vm.revertToState(snapshot);
    }

    function _totalStaked(uint256 pid) private view returns (uint256 total) {
        (,,,, total) = chef.poolInfo(pid);
    }
}
