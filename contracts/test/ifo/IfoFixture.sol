// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {FlaskIfoV1} from "../../src/ifo/FlaskIfoV1.sol";
import {FlaskIfoV2} from "../../src/ifo/FlaskIfoV2.sol";
import {TestToken} from "../../src/token/testing/TestToken.sol";
import {ProfileFixture} from "../profile/ProfileFixture.sol";

/// Two funded sales on the profile fixture, as the devnet runs them: a v1 sale (1,000 tokens for
/// 100 LP) and a v2 sale with a basic pool (300 tokens for 30 LP, at most 10 LP each) and a taxed
/// unlimited pool (700 tokens for 70 LP). Points: campaign 511, 50 points from 1 LP deposited.
/// alice, bob and carol have active profiles; dave has none. A plain ERC20 stands in for the LP.
abstract contract IfoFixture is ProfileFixture {
    uint256 internal constant CAMPAIGN_ID = 511;
    uint256 internal constant POINTS = 50;
    uint256 internal constant THRESHOLD = 1 ether;
    uint256 internal constant V1_OFFERING = 1_000 ether;
    uint256 internal constant V1_RAISING = 100 ether;
    uint256 internal constant BASIC_OFFERING = 300 ether;
    uint256 internal constant BASIC_RAISING = 30 ether;
    uint256 internal constant BASIC_LIMIT = 10 ether;
    uint256 internal constant UNLIMITED_OFFERING = 700 ether;
    uint256 internal constant UNLIMITED_RAISING = 70 ether;
    uint8 internal constant BASIC = 0;
    uint8 internal constant UNLIMITED = 1;

    TestToken internal lp;
    TestToken internal offeringToken;
    FlaskIfoV1 internal ifoV1;
    FlaskIfoV2 internal ifoV2;
    address internal ifoOwner = makeAddr("ifoOwner");
    address internal dave = makeAddr("dave");
    uint256 internal saleStart;
    uint256 internal saleEnd;
    uint256 internal release;

    function setUp() public virtual override {
        super.setUp();
        register(alice, 1);
        register(bob, 2);
        register(carol, 1);
        lp = new TestToken("FLASK-BNB LP", "FLASK-LP", 18, address(this));
        offeringToken = new TestToken("Kalmar", "KALM", 18, address(this));
        saleStart = block.number + 10;
        saleEnd = saleStart + saleLength();
        release = saleEnd + 5;
        ifoV1 = newV1();
        ifoV2 = newV2();
        vm.startPrank(ifoOwner);
        ifoV2.setPool(BASIC_OFFERING, BASIC_RAISING, BASIC_LIMIT, false, BASIC);
        ifoV2.setPool(UNLIMITED_OFFERING, UNLIMITED_RAISING, 0, true, UNLIMITED);
        ifoV2.updatePointParameters(CAMPAIGN_ID, POINTS, THRESHOLD);
        vm.stopPrank();
        offeringToken.mint(address(ifoV1), V1_OFFERING);
        offeringToken.mint(address(ifoV2), BASIC_OFFERING + UNLIMITED_OFFERING);
        vm.startPrank(admin);
        profile.grantRole(profile.POINT_ROLE(), address(ifoV1));
        profile.grantRole(profile.POINT_ROLE(), address(ifoV2));
        vm.stopPrank();
    }

    /// Blocks from the start to the end block.
    function saleLength() internal pure virtual returns (uint256) {
        return 100;
    }

    function newV1() internal returns (FlaskIfoV1) {
        return new FlaskIfoV1(
            address(lp),
            address(offeringToken),
            address(profile),
            saleStart,
            saleEnd,
            release,
            V1_OFFERING,
            V1_RAISING,
            CAMPAIGN_ID,
            POINTS,
            THRESHOLD,
            ifoOwner
        );
    }

    function newV2() internal returns (FlaskIfoV2) {
        return
            new FlaskIfoV2(address(lp), address(offeringToken), address(profile), saleStart, saleEnd, release, ifoOwner);
    }

    /// Mints `amount` LP to `user`, approved to both sales.
    function giveLp(address user, uint256 amount) internal {
        lp.mint(user, amount);
        vm.startPrank(user);
        lp.approve(address(ifoV1), type(uint256).max);
        lp.approve(address(ifoV2), type(uint256).max);
        vm.stopPrank();
    }

    function depositV1(address user, uint256 amount) internal {
        giveLp(user, amount);
        vm.prank(user);
        ifoV1.deposit(amount);
    }

    function depositV2(address user, uint256 amount, uint8 pid) internal {
        giveLp(user, amount);
        vm.prank(user);
        ifoV2.depositPool(amount, pid);
    }

    function rollToStart() internal {
        vm.roll(saleStart);
    }

    function rollToRelease() internal {
        vm.roll(release);
    }

    function pids(uint8 a) internal pure returns (uint8[] memory list) {
        list = new uint8[](1);
        list[0] = a;
    }

    function bothPids() internal pure returns (uint8[] memory list) {
        list = new uint8[](2);
        list[1] = 1;
    }

    function pointsOf(address user) internal view returns (uint256 numberPoints) {
        (, numberPoints,,,,) = profile.getUserProfile(user);
    }
}

/// The pro-rata and tax rules written out again, independently of IfoMath: what the contracts are
/// checked against (sdk/src/ifo states the same; ifo-vectors.json holds cases both sides check).
library IfoReference {
    function taxRate(uint256 total, uint256 raising) internal pure returns (uint256) {
        if (raising == 0) return 0;
        uint16[7] memory minRatios = [1500, 1000, 500, 250, 100, 50, 0];
        uint64[7] memory rates = [uint64(5e8), 1e9, 2e9, 2.5e9, 3e9, 5e9, 1e10];
        uint256 ratio = total / raising;
        for (uint256 i; i < minRatios.length; ++i) {
            if (ratio >= minRatios[i]) return rates[i];
        }
        return 0;
    }

    function userAmounts(uint256 amount, uint256 total, uint256 raising, uint256 offeringAmount, bool hasTax)
        internal
        pure
        returns (uint256 offering, uint256 refund, uint256 tax)
    {
        if (amount == 0 || total == 0) return (0, 0, 0);
        if (total <= raising) return (offeringAmount * amount / raising, 0, 0);
        offering = offeringAmount * amount / total;
        refund = amount - raising * amount / total;
        if (hasTax) tax = refund * taxRate(total, raising) / 1e12;
        refund -= tax;
    }
}
