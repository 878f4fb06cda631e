// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {FlaskTradingCompetition} from "../../src/competition/FlaskTradingCompetition.sol";
import {FlaskProfile} from "../../src/profile/FlaskProfile.sol";
import {FlaskToken} from "../../src/token/FlaskToken.sol";
import {CrossTalkHandler} from "../utils/CrossTalkHandler.sol";
import {CompetitionFixture} from "./CompetitionFixture.sol";

/// Drives a competition through its statuses with registrations and claims, and the owner's actions in
/// any order and any status: status steps (valid and skipping), table changes, funding, team ranks,
/// user results (also invalid ones), withdrawals and recoveries of FLASK sent outside the funding;
/// the profile admin revokes and grants the competition's POINT_ROLE and users pause their profiles (a
/// claim must pay its FLASK whatever the registry does).
contract CompetitionHandler is CrossTalkHandler {
    FlaskTradingCompetition public immutable competition;
    FlaskToken public immutable flask;
    address public immutable owner;
    address[] public actors;

    mapping(address actor => bool) public ghostClaimed;
    uint256 public ghostPaid;
    uint256 public claims;
    uint256 public withdrawn;
    bool public claimedTwice;
    bool public wrongPayment;
    bool public ownerOverreached;
    /// A claim with FLASK owed (Claiming or Over, a result, not claimed) that reverted.
    bool public claimBlocked;
    uint256 public donated;
    uint256 public recovered;
    FlaskProfile public profile;
    address public profileAdmin;

    modifier tick() {
        vm.roll(block.number + 1);
        _;
    }

    constructor(FlaskTradingCompetition competition_, address owner_, address[] memory actors_) {
        competition = competition_;
        flask = FlaskToken(address(competition_.flask()));
        owner = owner_;
        actors = actors_;
    }

    // ----- users -----

    /// Each actor whose bit is set in `seed` tries to register (a run has few calls per status).
    function register(uint256 seed) external tick {
        for (uint256 i; i < actors.length; ++i) {
            if ((seed >> i) & 1 == 0) continue;
            _before(actors[i]);
            vm.prank(actors[i]);
            try competition.register() {} catch {}
            _after(actors[i]);
        }
    }

    /// Each actor whose bit is set in `seed` claims, every other time twice in a row; a successful
    /// claim must pay the table's cell for the user.
    function claim(uint256 seed) external tick {
        for (uint256 i; i < actors.length; ++i) {
            if ((seed >> i) & 1 == 0) continue;
            _claim(actors[i]);
            if ((seed >> (i + 8)) & 1 == 1) _claim(actors[i]);
        }
    }

    function setProfile(FlaskProfile profile_, address admin_) external {
        profile = profile_;
        profileAdmin = admin_;
    }

    /// FLASK sent to the competition outside fundRewards.
    function donate(uint256 amount) external tick {
        amount = bound(amount, 1, 50 ether);
        flask.mint(address(competition), amount);
        donated += amount;
    }

    /// The profile admin revokes or grants the competition's POINT_ROLE.
    function togglePointRole() external tick {
        bytes32 role = profile.POINT_ROLE();
        bool has = profile.hasRole(role, address(competition));
        vm.prank(profileAdmin);
        if (has) profile.revokeRole(role, address(competition));
        else profile.grantRole(role, address(competition));
    }

    /// A user pauses their profile (points cannot go to it; the FLASK still must).
    function pauseProfile(uint256 seed) external tick {
        address actor = actors[seed % actors.length];
        vm.prank(actor);
        try profile.pauseProfile() {} catch {}
    }

    // ----- owner -----

    /// The owner takes FLASK sent outside the funding: never more than was sent.
    function recoverStray() external tick {
        uint256 before = flask.balanceOf(owner);
        bool ok = _ownerCall(abi.encodeCall(FlaskTradingCompetition.recoverStrayFlask, ()));
        if (!ok) return;
        recovered += flask.balanceOf(owner) - before;
        if (recovered > donated) ownerOverreached = true;
    }

    /// One step forward (funding the shortfall first half the time), or one time in five a skip,
    /// which must fail.
    function advance(uint256 seed) external tick {
        uint8 current = uint8(competition.currentStatus());
        if (current == uint8(FlaskTradingCompetition.CompetitionStatus.Over)) return;
        bool skip = seed % 5 == 0 && current + 2 <= uint8(FlaskTradingCompetition.CompetitionStatus.Over);
        uint8 next = skip ? current + 2 : current + 1;
        if (next == uint8(FlaskTradingCompetition.CompetitionStatus.Claiming) && (seed >> 4) % 2 == 0) {
            uint256 owed = competition.totalFlaskOwed();
            if (owed > competition.flaskFunded()) {
                vm.prank(owner);
                competition.fundRewards(owed - competition.flaskFunded());
            }
        }
        bool ok = _ownerCall(
            abi.encodeCall(
                FlaskTradingCompetition.updateCompetitionStatus, (FlaskTradingCompetition.CompetitionStatus(next))
            )
        );
        if (ok && skip) ownerOverreached = true;
    }

    function setRewardTable(uint256 seed) external tick {
        uint256[4][3] memory flaskRewards;
        uint256[4][3] memory points;
        for (uint256 tier; tier < 3; ++tier) {
            for (uint256 group; group < 4; ++group) {
                uint256 cell = uint256(keccak256(abi.encode(seed, tier, group)));
                flaskRewards[tier][group] = cell % 5 == 0 ? 0 : cell % 100 ether;
                points[tier][group] = (cell >> 128) % 500;
            }
        }
        bool locked = uint8(competition.currentStatus()) >= uint8(FlaskTradingCompetition.CompetitionStatus.Claiming);
        bool ok = _ownerCall(abi.encodeCall(FlaskTradingCompetition.setRewardTable, (flaskRewards, points)));
        if (ok && locked) ownerOverreached = true;
    }

    function fund(uint256 amount) external tick {
        _ownerCall(abi.encodeCall(FlaskTradingCompetition.fundRewards, (bound(amount, 0, 300 ether))));
    }

    function setTeamRank(uint256 teamId, uint256 rank) external tick {
        uint256[] memory teamIds = new uint256[](1);
        uint8[] memory ranks = new uint8[](1);
        teamIds[0] = bound(teamId, 1, 3);
        ranks[0] = uint8(bound(rank, 0, 4));
        bool ok = _ownerCall(abi.encodeCall(FlaskTradingCompetition.setTeamRanks, (teamIds, ranks)));
        if (ok && (ranks[0] == 0 || !_isClose())) ownerOverreached = true;
    }

    /// A batch of results: the registered actors whose bit is set in `seed`, with a group from the
    /// seed. One time in five the batch holds an unregistered actor too, one time in seven group 4:
    /// both must fail the whole batch.
    function setUserResults(uint256 seed) external tick {
        address[] memory users = new address[](actors.length);
        uint8[] memory groups = new uint8[](actors.length);
        bool withUnregistered = seed % 5 == 0;
        uint256 count;
        for (uint256 i; i < actors.length; ++i) {
            (bool registered,,,) = competition.userTradingStats(actors[i]);
            if ((seed >> (i + 8)) & 1 == 0 || !(registered || withUnregistered)) continue;
            users[count] = actors[i];
            groups[count] = uint8((seed >> (16 + 2 * i)) % 4);
            count += 1;
        }
        bool invalidGroup = seed % 7 == 0 && count != 0;
        if (invalidGroup) groups[0] = 4;
        assembly ("memory-safe") {
            mstore(users, count)
            mstore(groups, count)
        }
        bool invalid = invalidGroup;
        for (uint256 i; i < count; ++i) {
            (bool registered,,,) = competition.userTradingStats(users[i]);
            if (!registered) invalid = true;
        }
        bool ok = _ownerCall(abi.encodeCall(FlaskTradingCompetition.setUserResults, (users, groups)));
        if (ok && (invalid || !_isClose())) ownerOverreached = true;
    }

    function withdrawUnclaimed() external tick {
        uint256 before = flask.balanceOf(owner);
        bool ok = _ownerCall(abi.encodeCall(FlaskTradingCompetition.withdrawUnclaimed, ()));
        if (!ok) return;
        withdrawn += flask.balanceOf(owner) - before;
        if (competition.currentStatus() != FlaskTradingCompetition.CompetitionStatus.Over) ownerOverreached = true;
    }

    // ----- views for the invariants -----

    /// The table's cell for `actor` now (0 without a result), from the public views.
    function prize(address actor) public view returns (uint256 flaskAmount, uint256 points) {
        (,,,,,, bool hasResult) = competition.claimInformation(actor);
        if (!hasResult) return (0, 0);
        (,, uint8 group, uint256 teamId) = competition.userTradingStats(actor);
        uint8 rank = competition.teamRank(teamId);
        uint256 tier = rank == 1 ? 0 : rank == 2 ? 1 : 2;
        (uint256[4][3] memory flaskRewards, uint256[4][3] memory pointRewards) = competition.viewRewardTable();
        return (flaskRewards[tier][group], pointRewards[tier][group]);
    }

    /// FLASK of every posted result (`all`) and of those not claimed yet, user by user.
    function owedUserByUser() external view returns (uint256 all, uint256 unclaimed) {
        for (uint256 i; i < actors.length; ++i) {
            (uint256 flaskAmount,) = prize(actors[i]);
            all += flaskAmount;
            if (!ghostClaimed[actors[i]]) unclaimed += flaskAmount;
        }
    }

    // ----- internal -----

    function _claim(address actor) internal {
        (uint256 expectedFlask, uint256 expectedPoints) = prize(actor);
        uint256 before = flask.balanceOf(actor);
        _before(actor);
        vm.prank(actor);
        try competition.claimReward() {
            if (ghostClaimed[actor]) claimedTwice = true;
            ghostClaimed[actor] = true;
            claims += 1;
            uint256 received = flask.balanceOf(actor) - before;
            ghostPaid += received;
            if (received != expectedFlask || expectedFlask + expectedPoints == 0) wrongPayment = true;
        } catch {
            bool claiming = uint8(competition.currentStatus()) >= uint8(FlaskTradingCompetition.CompetitionStatus.Claiming);
            if (claiming && !ghostClaimed[actor] && expectedFlask != 0) claimBlocked = true;
        }
        _after(actor);
    }

    function _isClose() internal view returns (bool) {
        return competition.currentStatus() == FlaskTradingCompetition.CompetitionStatus.Close;
    }

    function _ownerCall(bytes memory data) internal returns (bool ok) {
        _before(owner);
        vm.prank(owner);
        (ok,) = address(competition).call(data);
        _after(owner);
    }

    function _others(address actor) internal view override returns (uint256[] memory values) {
        values = new uint256[](actors.length * 2);
        for (uint256 i; i < actors.length; ++i) {
            if (actors[i] == actor) continue;
            values[2 * i] = flask.balanceOf(actors[i]);
            (, bool hasClaimed,,) = competition.userTradingStats(actors[i]);
            values[2 * i + 1] = hasClaimed ? 1 : 0;
        }
    }

    function _afterAction() internal override {}
}

contract FlaskTradingCompetitionInvariantTest is CompetitionFixture {
    CompetitionHandler internal handler;
    address internal eve = makeAddr("eve");

    function setUp() public override {
        super.setUp();
        fund(eve);
        register(eve, 1);
        address[] memory actors = new address[](5);
        (actors[0], actors[1], actors[2], actors[3], actors[4]) = (alice, bob, carol, dave, eve);
        handler = new CompetitionHandler(competition, competitionOwner, actors);
        handler.setProfile(profile, admin);
        flask.grantRole(flask.MINTER_ROLE(), address(handler));
        targetContract(address(handler));
    }

    /// One campaign checks every rule.
    function invariant_competitionRules() public view {
        assertTrue(!handler.claimedTwice(), "a reward was claimed twice");
        assertTrue(!handler.wrongPayment(), "a claim paid something else than the table's prize");
        assertEq(handler.ghostPaid(), competition.totalFlaskPaid(), "paid as recorded");
        assertLe(competition.totalFlaskPaid() + handler.withdrawn(), competition.flaskFunded(), "paid out beyond the funding");
        (uint256 owedToAll, uint256 owedToUnclaimed) = handler.owedUserByUser();
        assertEq(competition.totalFlaskOwed(), owedToAll, "the owed total is the sum of the posted results");
        if (uint8(competition.currentStatus()) >= uint8(FlaskTradingCompetition.CompetitionStatus.Claiming)) {
            assertGe(flask.balanceOf(address(competition)), owedToUnclaimed, "holds what it still owes");
        }
        assertTrue(!handler.ownerOverreached(), "the owner did something it may not");
        assertTrue(!handler.crossTalk(), "a user's action moved another user's funds");
        assertTrue(!handler.claimBlocked(), "a claim with FLASK owed reverted (points must never block it)");
        assertEq(
            flask.balanceOf(address(competition)),
            competition.flaskFunded() - competition.totalFlaskPaid() - handler.withdrawn() + handler.donated()
                - handler.recovered(),
            "holds exactly the pot and what was sent outside it"
        );
    }

    /// The handler's actions really reach the competition: registrations, results, claims, withdrawal.
    function test_handlerReallyRegistersClaimsAndWithdraws() public {
        handler.register(0x1f); // all five
        assertEq(competition.registeredCount(), 4, "dave has no profile");
        handler.advance(1); // Open
        handler.advance(1); // Close
        handler.setTeamRank(1, 1);
        handler.setTeamRank(2, 2);
        // alice group 0, bob group 2, eve group 1 (bits 8, 9, 12; groups in 2-bit fields from bit 16).
        handler.setUserResults(1 | (0x13 << 8) | (0 << 16) | (2 << 18) | (1 << 24));
        (,,,,,, bool eveHasResult) = competition.claimInformation(eve);
        assertTrue(eveHasResult, "results posted");
        handler.setRewardTable(7);
        handler.advance(1); // Claiming, funding the shortfall
        assertEq(uint256(competition.currentStatus()), uint256(FlaskTradingCompetition.CompetitionStatus.Claiming));
        handler.claim(0x03 | (0x03 << 8)); // alice and bob, twice each
        handler.advance(1); // Over
        handler.withdrawUnclaimed();
        assertGt(handler.withdrawn(), 0, "the owner withdrew");
        handler.claim(0x10); // eve
        assertEq(handler.claims(), 3, "alice, bob and eve claimed once each");
        invariant_competitionRules();
    }
}
