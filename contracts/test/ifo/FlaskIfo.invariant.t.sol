// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {FlaskIfoV1} from "../../src/ifo/FlaskIfoV1.sol";
import {FlaskIfoV2} from "../../src/ifo/FlaskIfoV2.sol";
import {IfoBase} from "../../src/ifo/IfoBase.sol";
import {FlaskProfile} from "../../src/profile/FlaskProfile.sol";
import {TestToken} from "../../src/token/testing/TestToken.sol";
import {CrossTalkHandler} from "../utils/CrossTalkHandler.sol";
import {IfoFixture, IfoReference} from "./IfoFixture.sol";

/// Drives the v1 sale (pool 0 here) and both pools of the v2 sale (pools 1 and 2) with deposits,
/// harvests and blocks, and the owner's actions in any order: pool and point changes (before the
/// start, and attempts after it), final withdrawals within and beyond what is free, attempts to
/// recover the sale tokens, plus tokens sent to the sales directly, and the profile admin revoking
/// and granting the sales' POINT_ROLE (a harvest must pay whatever the registry does).
contract IfoHandler is CrossTalkHandler {
    uint256 internal constant POOLS = 3;

    FlaskIfoV1 public immutable ifoV1;
    FlaskIfoV2 public immutable ifoV2;
    TestToken public immutable lp;
    TestToken public immutable offeringToken;
    address public immutable owner;
    address[] public actors;

    mapping(uint256 pool => uint256) public offeringPaid;
    mapping(address actor => mapping(uint256 pool => bool)) public ghostClaimed;
    bool public harvestedTwice;
    bool public entitlementBroken;
    bool public ownerOverreached;
    /// A harvest that was due (after the release, a deposit, not harvested) and reverted.
    bool public harvestBlocked;
    uint256 public harvests;
    FlaskProfile public profile;
    address public profileAdmin;

    /// Every action takes a block, as on a chain, so a run of 50 calls sees the whole sale.
    modifier tick() {
        vm.roll(block.number + 1);
        _;
    }

    constructor(FlaskIfoV1 v1, FlaskIfoV2 v2, address owner_, address[] memory actors_) {
        ifoV1 = v1;
        ifoV2 = v2;
        lp = TestToken(address(v1.lpToken()));
        offeringToken = TestToken(address(v1.offeringToken()));
        owner = owner_;
        actors = actors_;
    }

    function setProfile(FlaskProfile profile_, address admin_) external {
        profile = profile_;
        profileAdmin = admin_;
    }

    /// The registry's admin revokes or grants the sales' POINT_ROLE.
    function togglePointRole(bool v2) external tick {
        address sale = v2 ? address(ifoV2) : address(ifoV1);
        bytes32 role = profile.POINT_ROLE();
        bool has = profile.hasRole(role, sale);
        vm.prank(profileAdmin);
        if (has) profile.revokeRole(role, sale);
        else profile.grantRole(role, sale);
    }

    // ----- users -----

    function deposit(uint256 actorSeed, uint256 pool, uint256 amount) external tick {
        address actor = actors[actorSeed % actors.length];
        pool %= POOLS;
        amount = amount % 4 == 0 ? bound(amount, 1, 1_000) : bound(amount, 1, 200 ether);
        lp.mint(actor, amount);
        _before(actor);
        vm.prank(actor);
        lp.approve(pool == 0 ? address(ifoV1) : address(ifoV2), amount);
        vm.prank(actor);
        if (pool == 0) {
            try ifoV1.deposit(amount) {} catch {}
        } else {
            try ifoV2.depositPool(amount, uint8(pool - 1)) {} catch {}
        }
        _after(actor);
    }

    /// Harvests one pool, or one time in three every pool, of an actor; often tries again right away.
    function harvest(uint256 actorSeed, uint256 poolSeed) external tick {
        address actor = actors[actorSeed % actors.length];
        bool again = (poolSeed >> 8) % 2 == 0;
        for (uint256 pool; pool < POOLS; ++pool) {
            if (poolSeed % 3 != 0 && pool != (poolSeed >> 2) % POOLS) continue;
            _harvest(actor, pool);
            if (again) _harvest(actor, pool);
        }
    }

    function advance(uint256 blocks) external {
        vm.roll(block.number + bound(blocks, 1, 6));
    }

    /// Someone sends LP or offering tokens to a sale without depositing: it is the owner's.
    function donate(uint256 seed, uint256 amount) external tick {
        TestToken token = seed % 2 == 0 ? lp : offeringToken;
        token.mint(seed % 3 == 0 ? address(ifoV1) : address(ifoV2), bound(amount, 0, 5 ether));
    }

    // ----- owner -----

    function setPool(uint256 pid, uint256 offeringAmount, uint256 raising, uint256 limit, bool hasTax) external tick {
        pid %= 2;
        (, uint256 current,,,,) = ifoV2.viewPoolInformation(pid);
        offeringAmount = bound(offeringAmount, 1, current); // never beyond the funding
        raising = bound(raising, 1, 100 ether);
        limit = pid == 0 ? bound(limit, 1, 50 ether) : 0;
        _ownerCall(abi.encodeCall(FlaskIfoV2.setPool, (offeringAmount, raising, limit, hasTax, uint8(pid))));
    }

    function updatePointParameters(uint256 campaignId, uint256 points, uint256 threshold) external tick {
        _ownerCall(
            abi.encodeCall(
                IfoBase.updatePointParameters,
                (bound(campaignId, 0, 3), bound(points, 0, 100), bound(threshold, 0, 50 ether))
            )
        );
    }

    /// What is free or a share of it (or, one time in four, one wei more than that, which must fail).
    function finalWithdraw(uint256 seed, uint256 lpShare, uint256 offeringShare) external tick {
        IfoBase ifo = seed % 2 == 0 ? IfoBase(address(ifoV1)) : IfoBase(address(ifoV2));
        (uint256 lpFree, uint256 offeringFree) = ifo.adminWithdrawable();
        // Half the time all that is free: the rounding margins are met only at the edge.
        bool all = (seed >> 3) % 2 == 0;
        uint256 lpAmount = all ? lpFree : bound(lpShare, 0, lpFree);
        uint256 offeringAmount = all ? offeringFree : bound(offeringShare, 0, offeringFree);
        bool beyond = (seed >> 1) % 4 == 0;
        if (beyond) {
            if (seed % 3 == 0) lpAmount = lpFree + 1;
            else offeringAmount = offeringFree + 1;
        }
        _before(owner);
        vm.prank(owner);
        try ifo.finalWithdraw(lpAmount, offeringAmount) {
            if (beyond) ownerOverreached = true;
        } catch {}
        _after(owner);
    }

    function recoverSaleToken(uint256 seed) external tick {
        IfoBase ifo = seed % 2 == 0 ? IfoBase(address(ifoV1)) : IfoBase(address(ifoV2));
        address token = (seed >> 1) % 2 == 0 ? address(lp) : address(offeringToken);
        vm.prank(owner);
        try ifo.recoverWrongTokens(token, 1) {
            ownerOverreached = true;
        } catch {}
    }

    // ----- views for the invariants -----

    function actorCount() external view returns (uint256) {
        return actors.length;
    }

    /// What the sales still owe the depositors who have not harvested, computed user by user.
    function owed() public view returns (uint256 lpV1, uint256 offeringV1, uint256 lpV2, uint256 offeringV2) {
        for (uint256 i; i < actors.length; ++i) {
            for (uint256 pool; pool < POOLS; ++pool) {
                if (ghostClaimed[actors[i]][pool]) continue;
                (uint256 amount, uint256 total, uint256 raising, uint256 offeringAmount, bool hasTax) =
                    _position(actors[i], pool);
                (uint256 offering, uint256 refund,) =
                    IfoReference.userAmounts(amount, total, raising, offeringAmount, hasTax);
                if (pool == 0) {
                    lpV1 += refund;
                    offeringV1 += offering;
                } else {
                    lpV2 += refund;
                    offeringV2 += offering;
                }
            }
        }
    }

    function poolOffering(uint256 pool) public view returns (uint256 offeringAmount) {
        (,,, offeringAmount,) = _position(address(0), pool);
    }

    // ----- internal -----

    function _harvest(address actor, uint256 pool) internal {
        (uint256 amount, uint256 total, uint256 raising, uint256 offeringAmount, bool hasTax) = _position(actor, pool);
        uint256 lpBefore = lp.balanceOf(actor);
        uint256 offeringBefore = offeringToken.balanceOf(actor);
        _before(actor);
        vm.prank(actor);
        bool ok;
        if (pool == 0) {
            try ifoV1.harvest() {
                ok = true;
            } catch {}
        } else {
            try ifoV2.harvestPool(uint8(pool - 1)) {
                ok = true;
            } catch {}
        }
        _after(actor);
        if (!ok) {
            bool due = block.number > ifoV1.endBlock() && block.number >= ifoV1.releaseBlock() && amount != 0;
            if (due && !ghostClaimed[actor][pool]) harvestBlocked = true;
            return;
        }
        if (ghostClaimed[actor][pool]) harvestedTwice = true;
        ghostClaimed[actor][pool] = true;
        harvests += 1;
        uint256 offering = offeringToken.balanceOf(actor) - offeringBefore;
        uint256 refund = lp.balanceOf(actor) - lpBefore;
        offeringPaid[pool] += offering;
        _checkEntitlement(amount, total, raising, offeringAmount, hasTax, offering, refund);
    }

    function _position(address actor, uint256 pool)
        internal
        view
        returns (uint256 amount, uint256 total, uint256 raising, uint256 offeringAmount, bool hasTax)
    {
        if (pool == 0) {
            (amount,) = ifoV1.userInfo(actor);
            return (amount, ifoV1.totalAmount(), ifoV1.raisingAmount(), ifoV1.offeringAmount(), false);
        }
        uint8 pid = uint8(pool - 1);
        (raising, offeringAmount,, hasTax, total,) = ifoV2.viewPoolInformation(pid);
        uint8[] memory pids = new uint8[](1);
        pids[0] = pid;
        (uint256[] memory amounts,) = ifoV2.viewUserInfo(actor, pids);
        amount = amounts[0];
    }

    /// The harvest paid the reference amounts, and they are the exact pro-rata share rounded down:
    /// offering within one token unit of offeringAmount × amount / max(total, raising), and the
    /// deposit split exactly into what was bought, the refund and the tax.
    function _checkEntitlement(
        uint256 amount,
        uint256 total,
        uint256 raising,
        uint256 offeringAmount,
        bool hasTax,
        uint256 offering,
        uint256 refund
    ) internal {
        (uint256 expectedOffering, uint256 expectedRefund, uint256 tax) =
            IfoReference.userAmounts(amount, total, raising, offeringAmount, hasTax);
        uint256 divisor = total > raising ? total : raising;
        bool offeringExact =
            offering * divisor <= offeringAmount * amount && (offering + 1) * divisor > offeringAmount * amount;
        uint256 bought = total > raising ? raising * amount / total : amount;
        if (
            offering != expectedOffering || refund != expectedRefund || !offeringExact
                || bought + refund + tax != amount
        ) entitlementBroken = true;
    }

    function _ownerCall(bytes memory data) internal {
        _before(owner);
        vm.prank(owner);
        (bool ok,) = address(ifoV2).call(data);
        if (ok && block.number >= ifoV2.startBlock()) ownerOverreached = true;
        _after(owner);
    }

    function _others(address actor) internal view override returns (uint256[] memory values) {
        values = new uint256[](actors.length * (2 + POOLS));
        uint256 k;
        for (uint256 i; i < actors.length; ++i) {
            if (actors[i] == actor) continue;
            values[k++] = lp.balanceOf(actors[i]);
            values[k++] = offeringToken.balanceOf(actors[i]);
            for (uint256 pool; pool < POOLS; ++pool) {
                (values[k++],,,,) = _position(actors[i], pool);
            }
        }
    }

    function _afterAction() internal override {}
}

contract FlaskIfoInvariantTest is IfoFixture {
    IfoHandler internal handler;

    /// Short enough for a run to see before, during and after the sale.
    function saleLength() internal pure override returns (uint256) {
        return 20;
    }

    function setUp() public override {
        super.setUp();
        address[] memory actors = new address[](3);
        actors[0] = alice;
        actors[1] = bob;
        actors[2] = carol;
        handler = new IfoHandler(ifoV1, ifoV2, ifoOwner, actors);
        handler.setProfile(profile, admin);
        lp.transferOwnership(address(handler));
        offeringToken.transferOwnership(address(handler));
        targetContract(address(handler));
    }

    /// One campaign checks every rule (one campaign per invariant function would cost seconds each).
    function invariant_ifoRules() public view {
        for (uint256 pool; pool < 3; ++pool) {
            assertLe(handler.offeringPaid(pool), handler.poolOffering(pool), "offering paid beyond the offering");
        }
        assertTrue(!handler.entitlementBroken(), "a harvest paid something else than the pro-rata entitlement");
        assertTrue(!handler.harvestedTwice(), "harvested twice");
        assertTrue(!handler.harvestBlocked(), "a due harvest reverted (points must never block it)");
        (uint256 lpV1, uint256 offeringV1, uint256 lpV2, uint256 offeringV2) = handler.owed();
        assertGe(lp.balanceOf(address(ifoV1)), lpV1, "v1 holds the LP it owes");
        assertGe(offeringToken.balanceOf(address(ifoV1)), offeringV1, "v1 holds the offering it owes");
        assertGe(lp.balanceOf(address(ifoV2)), lpV2, "v2 holds the LP it owes");
        assertGe(offeringToken.balanceOf(address(ifoV2)), offeringV2, "v2 holds the offering it owes");
        assertTrue(!handler.ownerOverreached(), "the owner did something it may not");
        assertTrue(!handler.crossTalk(), "a user's action moved another user's funds");
    }

    /// The handler's actions really reach the sales: deposits in all three pools, harvests that pass
    /// the entitlement check, and the owner's withdrawal of what is free.
    function test_handlerReallyDepositsHarvestsAndWithdraws() public {
        handler.setPool(0, BASIC_OFFERING, BASIC_RAISING, BASIC_LIMIT, false);
        rollToStart();
        for (uint256 pool; pool < 3; ++pool) {
            // The basic pool (1) within its limit and undersubscribed; the others oversubscribed.
            handler.deposit(0, pool, pool == 1 ? 6 ether + 1 : 60 ether + 1);
            handler.deposit(1, pool, pool == 1 ? 3 ether + 3 : 50 ether + 3);
        }
        rollToRelease();
        handler.finalWithdraw(3, 1 ether, 1 ether); // seed 3: the v2 sale, within what is free
        handler.harvest(0, 0); // seed 0: every pool, each tried twice
        handler.harvest(1, 0);
        handler.harvest(1, 0);
        assertEq(handler.harvests(), 6, "six harvests, the repeats refused");
        assertGt(lp.balanceOf(ifoOwner), 0, "the owner withdrew");
        invariant_ifoRules();
    }
}
